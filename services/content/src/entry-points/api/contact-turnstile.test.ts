import {
  buildContactMessage,
  contactApi,
  nextClientIp,
  startContent,
  startTurnstileStandIn,
  storedCount,
  type TestContent,
} from '../../testing/content-test-kit';

let turnstile: Awaited<ReturnType<typeof startTurnstileStandIn>>;
let content: TestContent;
let api: ReturnType<typeof contactApi>;

beforeAll(async () => {
  turnstile = await startTurnstileStandIn();
  content = await startContent('content_turnstile', {
    TURNSTILE_SECRET: 'test-turnstile-secret',
    TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
    TURNSTILE_VERIFY_URL: turnstile.verifyUrl,
  });
  api = contactApi(content.url);
});
afterAll(async () => {
  await content.stop();
  await turnstile.stop();
});
beforeEach(() => {
  turnstile.calls.length = 0;
});

const refused = async (res: Response) => {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ message: 'Bot check failed. Please try again.' });
};

describe('POST /api/contact with Turnstile', () => {
  it('When both keys are set, then the config shares the site key', async () => {
    expect(await (await api.config()).json()).toEqual({ turnstileSiteKey: '1x00000000000000000000AA' });
  });

  it('When the token passes, then the server verified it form-encoded with secret, response and remoteip, and the message is stored', async () => {
    const ip = nextClientIp();
    const before = await storedCount(content);

    const res = await api.send(buildContactMessage({ turnstileToken: 'pass-abc' }), ip);

    expect(res.status).toBe(201);
    expect(turnstile.calls).toEqual([
      {
        contentType: 'application/x-www-form-urlencoded',
        form: { secret: 'test-turnstile-secret', response: 'pass-abc', remoteip: ip },
      },
    ]);
    expect(await storedCount(content)).toBe(before + 1);
  });

  it('When the token fails, then 400 and nothing is stored', async () => {
    const before = await storedCount(content);

    await refused(await api.send(buildContactMessage({ turnstileToken: 'bad-token' })));

    expect(turnstile.calls).toHaveLength(1);
    expect(await storedCount(content)).toBe(before);
  });

  it('When the token is missing, then 400 without asking Cloudflare, and nothing is stored', async () => {
    const before = await storedCount(content);

    await refused(await api.send(buildContactMessage()));

    expect(turnstile.calls).toHaveLength(0);
    expect(await storedCount(content)).toBe(before);
  });

  it('When the verification service answers an error, then the message is refused (fail closed)', async () => {
    const before = await storedCount(content);

    await refused(await api.send(buildContactMessage({ turnstileToken: 'error-500' })));

    expect(await storedCount(content)).toBe(before);
  });
});

describe('Turnstile verification unreachable', () => {
  it('When siteverify cannot be reached, then 400 and nothing is stored', async () => {
    const offline = await startTurnstileStandIn();
    await offline.stop();
    const service = await startContent('content_turnstile_down', {
      TURNSTILE_SECRET: 'test-turnstile-secret',
      TURNSTILE_VERIFY_URL: offline.verifyUrl,
    });
    try {
      const client = contactApi(service.url);

      await refused(await client.send(buildContactMessage({ turnstileToken: 'pass-abc' })));

      expect(await storedCount(service)).toBe(0);
      expect(await (await client.config()).json()).toEqual({ turnstileSiteKey: null });
    } finally {
      await service.stop();
    }
  });
});
