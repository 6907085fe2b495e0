import { mockFetch } from '../../testing/mock-fetch';
import { getContactConfig } from './get-contact-config';
import { sendContactMessage } from './send-contact';

describe('contact operations', () => {
  test('When the bot check is off, then the config has a null site key', async () => {
    mockFetch({ 'GET /api/contact/config': { body: { turnstileSiteKey: null } } });
    await expect(getContactConfig()).resolves.toEqual({ turnstileSiteKey: null });
  });

  test('When a message is refused, then the error reads "{status}: {text}"', async () => {
    mockFetch({ 'POST /api/contact': { status: 429, body: { message: 'Too many messages' } } });
    await expect(sendContactMessage({ name: 'A', email: 'a@example.com', interest: undefined, message: 'Hi' })).rejects.toThrow('429: {"message":"Too many messages"}');
  });
});
