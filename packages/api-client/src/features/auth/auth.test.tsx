import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../lib/query-client';
import { mockFetch } from '../../testing/mock-fetch';
import { authKeys } from './auth-keys';
import { useCurrentUser } from './get-current-user';
import { login } from './login';
import { useLogout } from './logout';
import { register } from './register';

const user = { id: 'u1', username: 'jane', role: 'user', firstName: 'Jane' };

function wrapperWith(client = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

describe('auth operations', () => {
  test('When the current-user call answers 401, then the user is null rather than an error', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 401 } });
    const { wrapper } = wrapperWith();
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });

  test('When the current-user call fails otherwise, then the error reads "Not authenticated"', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 503 } });
    const { wrapper } = wrapperWith();
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Not authenticated');
  });

  test('When login is refused with a JSON message, then the error is that message', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid credentials' } } });
    await expect(login({ username: 'jane', password: 'nope' })).rejects.toThrow(/^Invalid credentials$/);
  });

  test('When login is refused with an empty body, then the error reads "Login failed"', async () => {
    mockFetch({ 'POST /api/auth/login': { status: 500 } });
    await expect(login({ username: 'jane', password: 'x' })).rejects.toThrow(/^Login failed$/);
  });

  test('When registering, then role user is always sent', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/register': { status: 201, body: user } });
    await register({ username: 'jane', email: 'j@x.io', password: 'secret1', firstName: 'Jane', lastName: 'Doe' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ username: 'jane', role: 'user' });
  });

  test('When registration is refused, then the server text is the error', async () => {
    mockFetch({ 'POST /api/auth/register': { status: 409, body: { message: 'Username already exists' } } });
    await expect(register({ username: 'jane', email: 'j@x.io', password: 'secret1', firstName: 'J', lastName: 'D' }))
      .rejects.toThrow(/^Username already exists$/);
  });

  test('When registration is refused with a 400 naming fields, then the error keeps the body for the form', async () => {
    const body = { message: 'Username must be at least 3 characters', errors: [{ path: 'username', message: 'Username must be at least 3 characters' }] };
    mockFetch({ 'POST /api/auth/register': { status: 400, body } });
    const error = await register({ username: 'ja', email: 'j@x.io', password: 'secret1', firstName: 'J', lastName: 'D' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: body.message, errors: body.errors });
  });

  test.each([
    ['login', () => login({ username: 'ada', password: 'secret1' }), 'Login failed'],
    ['registration', () => register({ username: 'ada', email: 'ada@example.com', password: 'secret1', firstName: 'Ada', lastName: 'L' }), 'Registration failed'],
  ])('When no answer arrives for %s (offline), then the spec fallback is thrown, not the browser text', async (_label, call, fallback) => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(call()).rejects.toMatchObject({ status: 0, message: fallback });
  });

  test('When logout succeeds, then the cached user is cleared', async () => {
    mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    const { client, wrapper } = wrapperWith();
    client.setQueryData(authKeys.me(), user);
    const { result } = renderHook(() => useLogout(), { wrapper });
    await act(() => result.current.mutateAsync());
    expect(client.getQueryData(authKeys.me())).toBeNull();
  });
});

describe('e-mail verification operations', () => {
  test('When a token is verified, then it is posted as JSON and the cached user is refreshed', async () => {
    const { verifyEmail } = await import('./verify-email');
    const fetchMock = mockFetch({ 'POST /api/auth/verify-email': { body: { emailVerified: true, email: 'j@x.io' } } });
    await expect(verifyEmail('t'.repeat(43))).resolves.toEqual({ emailVerified: true, email: 'j@x.io' });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ token: 't'.repeat(43) });
  });

  test('When verification is refused, then the server message is the error', async () => {
    const { verifyEmail } = await import('./verify-email');
    mockFetch({ 'POST /api/auth/verify-email': { status: 400, body: { message: 'This verification link is invalid or has expired.' } } });
    await expect(verifyEmail('x'.repeat(43))).rejects.toThrow(/^This verification link is invalid or has expired\.$/);
  });

  test('When a resend is limited, then the 429 message is the error', async () => {
    const { resendVerification } = await import('./resend-verification');
    mockFetch({ 'POST /api/auth/resend-verification': { status: 429, body: { message: 'Too many verification e-mails. Please try again later.' } } });
    await expect(resendVerification()).rejects.toMatchObject({ status: 429, message: 'Too many verification e-mails. Please try again later.' });
  });
});
