import { apiClient, demo } from './support/api';

async function userCount() {
  const admin = apiClient();
  await admin.login(demo.admin.username, demo.admin.password);
  return ((await admin.request<unknown[]>('GET', '/api/auth/users?limit=200')).json).length;
}

describe('Bad input through the gateway', () => {
  it.each([
    ['malformed JSON', 400, '{"username":'],
    ['wrong types', 400, JSON.stringify({ username: 42, email: true, password: [], firstName: {}, lastName: null })],
    ['an operator object', 400, JSON.stringify({ username: { $gt: '' }, email: 'x@example.com', password: 'secret1', firstName: 'a', lastName: 'b' })],
    ['a 2 MB body', 413, JSON.stringify({ username: 'big', email: 'big@example.com', password: 'x'.repeat(2 * 1024 * 1024), firstName: 'a', lastName: 'b' })],
  ])('When register gets %s, then a clear %i JSON error and nothing is stored', async (_label, status, body) => {
    const before = await userCount();
    const res = await apiClient().request('POST', '/api/auth/register', body as string);
    expect(res.status).toBe(status);
    expect(typeof res.json.message).toBe('string');
    expect(await userCount()).toBe(before);
  });

  it('When login gets {"username":{"$gt":""}}, then 400 and no session', async () => {
    const client = apiClient();
    const res = await client.request('POST', '/api/auth/login', { username: { $gt: '' }, password: 'x' });
    expect(res.status).toBe(400);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('When a write comes from another origin, then it is refused', async () => {
    const res = await apiClient().request('POST', '/api/auth/login', demo.user, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('When an unknown API path is asked for, then 404 JSON', async () => {
    const res = await apiClient().request('GET', '/api/nope');
    expect(res.status).toBe(404);
    expect(typeof res.json.message).toBe('string');
  });
});
