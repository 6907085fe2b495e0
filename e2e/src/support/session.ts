import type { BrowserContext } from 'playwright-core';
import { baseUrl } from './browser';

/** Signs in through the API and hands the session cookie to a browser context. */
export async function signInContext(context: BrowserContext, username: string, password: string, url = baseUrl()) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login as ${username} failed: ${res.status}`);
  const [pair] = (res.headers.get('set-cookie') ?? '').split(';');
  const [name, value] = (pair ?? '').split('=');
  await context.addCookies([{ name: name!, value: value!, url }]);
}
