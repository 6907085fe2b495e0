import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphqlCall {
  path: string;
  headers: IncomingMessage['headers'];
  query: string;
  variables: Record<string, unknown>;
}

type Answer = { status?: number; body: unknown };
type Responder = (call: GraphqlCall) => Answer;

/** A local HTTP server answering like the Storefront API's /api/<version>/graphql.json endpoint. */
export async function startShopifyStandIn(respond: Responder) {
  const calls: GraphqlCall[] = [];
  let responder = respond;
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const { query, variables } = JSON.parse(raw || '{}') as { query: string; variables?: Record<string, unknown> };
      const call = { path: req.url ?? '', headers: req.headers, query, variables: variables ?? {} };
      calls.push(call);
      const { status = 200, body } = responder(call);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    calls,
    answerWith: (next: Responder) => {
      responder = next;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const buildShopifyProduct = (overrides: Record<string, unknown> = {}) => ({
  id: 'gid://shopify/Product/7001',
  handle: 'competition-rash-guard',
  title: 'Competition Rash Guard',
  description: 'IBJJF-legal rash guard.',
  productType: 'Apparel',
  tags: ['no-gi'],
  availableForSale: true,
  featuredImage: { url: 'https://cdn.shopify.com/s/files/rash-guard.png' },
  images: { nodes: [{ url: 'https://cdn.shopify.com/s/files/rash-guard.png' }] },
  collections: { nodes: [{ handle: 'apparel', title: 'Apparel' }] },
  priceRange: { minVariantPrice: { amount: '55.0', currencyCode: 'USD' } },
  variants: {
    nodes: [
      { id: 'gid://shopify/ProductVariant/9001', title: 'M', availableForSale: true, price: { amount: '55.0', currencyCode: 'USD' } },
      { id: 'gid://shopify/ProductVariant/9002', title: 'XL', availableForSale: false, price: { amount: '59.5', currencyCode: 'USD' } },
    ],
  },
  rating: null,
  ratingCount: null,
  ...overrides,
});
