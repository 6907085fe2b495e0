import { baseUrl } from './browser';

/** A tiny cookie-keeping HTTP client talking to the gateway (the suite's, or `origin`) like a browser on the same origin. */
export function apiClient(origin?: string) {
  let cookie = '';
  /** `T` names the answer's shape as the route contract gives it (the suite reads its own service's JSON). */
  const request = async <T = Record<string, unknown> & unknown[]>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${origin ?? baseUrl()}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, json: json as T, text, headers: res.headers };
  };
  return {
    request,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
    login: (username: string, password: string) => request('POST', '/api/auth/login', { username, password }),
  };
}

let counter = 0;
export function buildRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    username: `e2e_${tag}`,
    email: `e2e_${tag}@example.com`,
    password: 'secret123',
    firstName: 'Eve',
    lastName: 'Tester',
    role: 'user',
    ...overrides,
  };
}

export const demo = {
  admin: { username: 'admin', password: 'admin123' },
  staff: { username: 'staff', password: 'staff123' },
  user: { username: 'client', password: 'client123' },
} as const;

/** Opens the verification link mailed to `email` (read from the outbox by an admin client), as its owner would. */
export async function verifyEmail(admin: ReturnType<typeof apiClient>, email: string) {
  let token = '';
  for (let i = 0; i < 50 && !token; i += 1) {
    const mails = (await admin.request<Array<{ to: string; kind: string; text: string }>>('GET', '/api/outbox')).json;
    token = mails.find((m) => m.to === email && m.kind === 'verify-email')?.text.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1] ?? '';
    if (!token) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const res = await apiClient().request('POST', '/api/auth/verify-email', { token });
  if (res.status !== 200) throw new Error(`setup: verifying ${email} answered ${res.status} ${res.text}`);
}
