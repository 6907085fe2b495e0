/** Test-only fetch double: routes keyed 'METHOD /path' answer with a status and a body. */
export interface FakeReply {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** Response headers (a paged list's `Link`). */
  headers?: Record<string, string>;
}

/** A reply, or a function of the request (its init, and its URL with the query). */
export type FakeRoute = FakeReply | ((init?: RequestInit, url?: string) => FakeReply | Promise<FakeReply>);

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 204: 'No Content', 401: 'Unauthorized', 404: 'Not Found', 500: 'Internal Server Error' };

export function fakeResponse({ status = 200, statusText, body, headers }: FakeReply = {}): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: statusText ?? STATUS_TEXT[status] ?? '',
    headers: new Headers(headers),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

/**
 * Without an exact key, the key of the same method and path whose query parameters the request all
 * has (a list read with paging parameters added), the one naming the most of them.
 */
function widestMatch(keys: string[], key: string): string | undefined {
  const [head, query = ''] = key.split('?');
  const asked = new URLSearchParams(query);
  let best: { key: string; size: number } | undefined;
  for (const candidate of keys) {
    const [candidateHead, candidateQuery = ''] = candidate.split('?');
    if (candidateHead !== head) continue;
    const needed = [...new URLSearchParams(candidateQuery)];
    if (needed.every(([name, value]) => asked.getAll(name).includes(value)) && (!best || needed.length > best.size)) best = { key: candidate, size: needed.length };
  }
  return best?.key;
}

export function mockFetch(routes: Record<string, FakeRoute>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key] ?? routes[widestMatch(Object.keys(routes), key) ?? ''];
    if (!route) return fakeResponse({ status: 404, body: `No fake route for ${key}` });
    return fakeResponse(typeof route === 'function' ? await route(init, String(input)) : route);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A promise that never settles: keeps a request 'in flight' for in-progress UI checks. */
export const never = () => new Promise<FakeReply>(() => {});

/** A route whose first answer is a failure (503 by default) and every later one `reply`: a load that works on Try again. */
export function failsFirst(reply: FakeReply, failure: FakeReply = { status: 503, body: { message: 'Service unavailable' } }): FakeRoute {
  let calls = 0;
  return () => (calls++ === 0 ? failure : reply);
}
