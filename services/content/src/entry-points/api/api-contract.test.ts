import { contentApi } from '@wsms/contracts/api';
import { buildIdentity, describeContract, identityHeaders, type ContractCases } from '@wsms/service-kit/testing';
import { digitalProductRepository } from '../../data-access/digital-product-repository';
import { buildContactMessage, nextClientIp, startContent, type TestContent } from '../../testing/content-test-kit';
import { trainingContractCases } from '../../testing/training-contract-cases';
import { useTrainingStack } from '../../testing/training-test-kit';

let content: TestContent;
let limited: TestContent;
const training = useTrainingStack();

beforeAll(async () => {
  [content, limited] = await Promise.all([
    startContent('content_contract'),
    startContent('content_contract_limited', { CONTACT_RATE_LIMIT_PER_MINUTE: '1' }),
  ]);
  const products = digitalProductRepository(content.db);
  await products.insert({ title: 'Guard Retention Program', type: 'workout_program', priceCents: 2999, content: { weeks: 6 } });
  await products.insert({ title: 'Old Video', type: 'video', priceCents: 999, isActive: false, storeProductId: 'gid://shopify/Product/1' });
});
afterAll(async () => {
  await content?.stop();
  await limited?.stop();
});

const as = (role: 'user' | 'staff' | 'admin') => identityHeaders(buildIdentity({ role }));
const fromNewAddress = () => ({ 'x-forwarded-for': nextClientIp() });

const cases: ContractCases<typeof contentApi> = {
  ...trainingContractCases(training.get),
  listDigitalProducts: [
    { when: 'anyone lists digital products', status: 200 },
    { when: 'an admin lists digital products, inactive ones included', status: 200, request: { headers: as('admin') } },
  ],
  contactConfig: [{ when: 'the contact page asks for its settings', status: 200 }],
  sendContact: [
    { when: 'a visitor sends a message', status: 201, request: () => ({ body: buildContactMessage(), headers: fromNewAddress() }) },
    {
      when: 'a visitor leaves the message empty',
      status: 400,
      request: () => ({ body: buildContactMessage({ message: '' }), headers: fromNewAddress() }),
    },
    {
      when: 'a visitor sends a second message within the minute over a limit of one',
      status: 429,
      on: 'limited',
      request: async () => {
        const headers = { 'content-type': 'application/json', ...fromNewAddress() };
        await fetch(`${limited.url}/api/contact`, { method: 'POST', headers, body: JSON.stringify(buildContactMessage()) });
        return { body: buildContactMessage(), headers };
      },
    },
  ],
  listContact: [
    { when: 'an admin lists messages', status: 200, request: { query: { limit: '5' }, headers: as('admin') } },
    { when: 'an admin asks for too many messages', status: 400, request: { query: { limit: '5000' }, headers: as('admin') } },
    { when: 'a signed-out visitor lists messages', status: 401 },
    { when: 'a staff member lists messages', status: 403, request: { headers: as('staff') } },
  ],
};

describeContract('content API contract', {
  contracts: contentApi,
  cases,
  targets: { main: () => content, limited: () => limited, training: training.target },
});
