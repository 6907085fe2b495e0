import { contentApi } from '@wsms/contracts/api';
import { buildIdentity, describeContract, identityHeaders, internalHeaders, type ContractCases } from '@wsms/service-kit/testing';
import { digitalProductRepository } from '../../data-access/digital/digital-product-repository';
import { clinicalContractCases } from '../../testing/clinical-contract-cases';
import { clinicalEnv } from '../../testing/clinical-test-kit';
import { buildContactMessage, contactApi as contactCalls, nextClientIp, startContent, type TestContent } from '../../testing/content-test-kit';
import { digitalContractCases } from '../../testing/digital-contract-cases';
import { shopifyCatalogEnv, startDigitalStack, type DigitalStack } from '../../testing/digital-test-kit';
import { trainingContractCases } from '../../testing/training-contract-cases';
import { useTrainingStack } from '../../testing/training-test-kit';
import { htmlPage, multipart, pngBytes, sixMegabytes } from '../../testing/upload-fixtures';

let content: TestContent;
let limited: TestContent;
let digital: DigitalStack;
let shopifyStore: DigitalStack;
const training = useTrainingStack(clinicalEnv);

beforeAll(async () => {
  digital = await startDigitalStack('content_contract_digital');
  shopifyStore = await startDigitalStack('content_contract_shopify', {}, shopifyCatalogEnv);
  [content, limited] = await Promise.all([
    startContent('content_contract'),
    startContent('content_contract_limited', { CONTACT_RATE_LIMIT_PER_MINUTE: '1', UPLOAD_STAFF_MAX_PER_HOUR: '1', VITALS_RATE_LIMIT_PER_MINUTE: '1' }),
  ]);
  const products = digitalProductRepository(content.db);
  await products.insert({ title: 'Guard Retention Program', type: 'workout_program', priceCents: 2999, content: { weeks: 6 } });
  await products.insert({ title: 'Old Video', type: 'video', priceCents: 999, isActive: false, storeProductId: 'gid://shopify/Product/1' });
});
afterAll(async () => {
  await content?.stop();
  await limited?.stop();
  for (const stack of [digital, shopifyStore]) {
    await stack?.content.stop();
    await stack?.catalog.stop();
  }
});

const as = (role: 'user' | 'staff' | 'admin') => identityHeaders(buildIdentity({ role }));
const fromNewAddress = () => ({ 'x-forwarded-for': nextClientIp() });
const UNKNOWN_ID = '0123456789abcdef01234567';
const newMessageId = async () => ((await (await contactCalls(content.url).send(buildContactMessage())).json()) as { id: string }).id;
const image = async (bytes: Buffer | Promise<Buffer>, headers: Record<string, string> = {}) => {
  const { body, contentType } = multipart([{ filename: 'photo.png', type: 'image/png', bytes: await bytes }]);
  return { body, headers: { ...headers, 'content-type': contentType } };
};
const uploadedFile = async () => {
  const res = await fetch(`${content.url}/api/upload`, { method: 'POST', ...(await image(pngBytes(), as('admin'))) });
  return ((await res.json()) as { imageUrl: string }).imageUrl.replace('/uploads/', '');
};

const internal = internalHeaders();

const cases: ContractCases<typeof contentApi> = {
  ...trainingContractCases(training.get),
  internalContentReport: [
    { when: 'booking asks for a month of digital sales and program compliance', status: 200, request: { query: { from: '2030-01-01', to: '2030-01-31' }, headers: internal } },
    { when: 'the range has no start', status: 400, request: { query: { to: '2030-01-31' }, headers: internal } },
    { when: 'a caller without the internal secret asks', status: 403, request: { query: { from: '2030-01-01', to: '2030-01-31' } } },
  ],
  ...clinicalContractCases(training.get),
  ...digitalContractCases(() => digital, () => shopifyStore),
  listDigitalProducts: [
    { when: 'anyone lists digital products', status: 200 },
    { when: 'an admin lists digital products, inactive ones included', status: 200, request: { headers: as('admin') } },
  ],
  contactConfig: [{ when: 'the contact page asks for its settings', status: 200 }],
  reportVital: [
    { when: "a browser reports a page's LCP by its route template", status: 204, request: () => ({ body: { name: 'LCP', value: 1800, route: '/admin' }, headers: fromNewAddress() }) },
    { when: 'a browser reports a full URL as the route', status: 400, request: () => ({ body: { name: 'LCP', value: 1800, route: '/admin?tab=inbox' }, headers: fromNewAddress() }) },
    {
      when: 'a browser sends a second report within the minute over a limit of one',
      status: 429,
      on: 'limited',
      request: async () => {
        const headers = { 'content-type': 'application/json', ...fromNewAddress() };
        await fetch(`${limited.url}/api/telemetry/vitals`, { method: 'POST', headers, body: JSON.stringify({ name: 'CLS', value: 0, route: '/' }) });
        return { body: { name: 'CLS', value: 0, route: '/' }, headers };
      },
    },
  ],
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
  contactCounts: [
    { when: 'an admin reads the unread count', status: 200, request: { headers: as('admin') } },
    { when: 'a signed-out visitor reads it', status: 401 },
    { when: 'a staff member reads it', status: 403, request: { headers: as('staff') } },
  ],
  markContactRead: [
    { when: 'an admin marks a message read', status: 200, request: async () => ({ params: { id: await newMessageId() }, body: { read: true }, headers: as('admin') }) },
    { when: 'an admin sends read as text', status: 400, request: { params: { id: UNKNOWN_ID }, body: { read: 'yes' }, headers: as('admin') } },
    { when: 'a signed-out visitor marks a message', status: 401, request: { params: { id: UNKNOWN_ID }, body: { read: true } } },
    { when: 'a staff member marks a message', status: 403, request: { params: { id: UNKNOWN_ID }, body: { read: true }, headers: as('staff') } },
    { when: 'the message does not exist', status: 404, request: { params: { id: UNKNOWN_ID }, body: { read: true }, headers: as('admin') } },
  ],
  uploadImage: [
    { when: 'an admin uploads a PNG', status: 201, request: () => image(pngBytes(), as('admin')) },
    { when: 'the picture is sent in another field', status: 400, request: { body: '{}', headers: as('admin') } },
    { when: 'a signed-out visitor uploads', status: 401, request: () => image(pngBytes()) },
    { when: 'a client uploads', status: 403, request: () => image(pngBytes(), as('user')) },
    { when: 'the file is 6 MB', status: 413, request: () => image(sixMegabytes(), as('admin')) },
    { when: 'an HTML page is sent as a PNG', status: 415, request: () => image(htmlPage, as('admin')) },
    {
      when: 'a staff member uploads more than their hourly allowance',
      status: 429,
      on: 'limited',
      request: async () => {
        const staff = as('staff');
        await fetch(`${limited.url}/api/upload`, { method: 'POST', ...(await image(pngBytes(), staff)) });
        return image(pngBytes(), staff);
      },
    },
  ],
  getUpload: [
    { when: 'anyone loads an uploaded picture', status: 200, request: async () => ({ params: { file: await uploadedFile() } }) },
    { when: 'the name is not an upload name', status: 400, request: { params: { file: 'x.svg' } } },
    { when: 'the picture does not exist', status: 404, request: { params: { file: `${UNKNOWN_ID}.webp` } } },
  ],
};

describeContract('content API contract', {
  contracts: contentApi,
  cases,
  targets: { main: () => content, limited: () => limited, training: training.target, digital: () => digital.content, shopifyStore: () => shopifyStore.content },
});
