import { baseUrl } from './browser';

/** A tiny cookie-keeping HTTP client talking to the gateway (the suite's, or `origin`) like a browser on the same origin. */
export function apiClient(origin?: string) {
  let cookie = '';
  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
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
    return { status: res.status, json: json as Record<string, unknown> & unknown[], text, headers: res.headers };
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
