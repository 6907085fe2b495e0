import { baseTestEnv } from '@wsms/service-kit/testing';
import { loadConfig } from './config';

describe('catalog configuration', () => {
  it('When nothing store-related is set, then the embedded store defaults apply', () => {
    const config = loadConfig(baseTestEnv('cfg'));

    expect(config).toMatchObject({ PUBLIC_URL: 'http://localhost:3000', SHOPIFY_API_VERSION: '2025-07', SEED_DEMO_DATA: false });
    expect(config.SHOPIFY_STORE_DOMAIN).toBeUndefined();
  });

  it('When only one of the Shopify domain and token is set, then start-up fails naming the missing one', () => {
    expect(() => loadConfig({ ...baseTestEnv('cfg'), SHOPIFY_STORE_DOMAIN: 'x.myshopify.com' })).toThrow(/SHOPIFY_STOREFRONT_TOKEN/);
    expect(() => loadConfig({ ...baseTestEnv('cfg'), SHOPIFY_STOREFRONT_TOKEN: 'token' })).toThrow(/SHOPIFY_STORE_DOMAIN/);
  });

  it('When variables are empty strings (as docker-compose passes them), then they count as unset', () => {
    const config = loadConfig({ ...baseTestEnv('cfg'), SHOPIFY_STORE_DOMAIN: '', SHOPIFY_STOREFRONT_TOKEN: '', PUBLIC_URL: 'https://example.com/' });

    expect(config.SHOPIFY_STORE_DOMAIN).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('https://example.com');
  });
});
