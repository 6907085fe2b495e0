import { fakeResponse, mockFetch } from '../testing/mock-fetch';
import { apiRequest, throwIfResNotOk } from './api-request';
import { getJson, getQueryFn } from './query-fn';

describe('apiRequest', () => {
  test('When the server answers 400 with a text, then the error reads "{status}: {text}" and carries the status', async () => {
    mockFetch({ 'POST /api/contact': { status: 400, body: { message: 'Name is required' } } });
    const error = await apiRequest('POST', '/api/contact', { name: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('400: {"message":"Name is required"}');
    expect((error as { status: number }).status).toBe(400);
  });

  test('When a 400 names fields, then the error carries its well-formed field errors', async () => {
    const errors = [{ path: 'email', message: 'Invalid email address' }, { path: 1, message: 'not a path' }];
    mockFetch({ 'POST /api/contact': { status: 400, body: { message: 'Invalid body: email — Invalid email address', errors } } });
    const error = await apiRequest('POST', '/api/contact', { email: 'x' }).catch((e: unknown) => e);
    expect((error as { errors: unknown }).errors).toEqual([{ path: 'email', message: 'Invalid email address' }]);
  });

  test('When the error body names no fields, then the error has no field errors', async () => {
    mockFetch({ 'POST /api/contact': { status: 429, body: { message: 'Too many messages' } } });
    const error = await apiRequest('POST', '/api/contact', {}).catch((e: unknown) => e);
    expect((error as { errors?: unknown }).errors).toBeUndefined();
  });

  test('When the error body is empty, then the status text is used', async () => {
    await expect(throwIfResNotOk(fakeResponse({ status: 500 }))).rejects.toThrow('500: Internal Server Error');
  });

  test('When a body is given, then it is sent as JSON with cookies', async () => {
    const fetchMock = mockFetch({ 'PUT /api/testimonials/1': { body: {} } });
    await apiRequest('PUT', '/api/testimonials/1', { isApproved: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/testimonials/1', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: '{"isApproved":true}',
      credentials: 'include',
    });
  });

  test('When there is no body, then no content type is sent', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    await apiRequest('POST', '/api/auth/logout');
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ method: 'POST', headers: {}, body: undefined, credentials: 'include' });
  });
});

describe('getQueryFn', () => {
  const run = (on401: 'throw' | 'returnNull') =>
    getQueryFn({ on401 })({ queryKey: ['/api/auth', 'me'] } as never);

  test('When a read gets 401 and on401 is returnNull, then it yields null', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 401, body: { message: 'Unauthorized' } } });
    await expect(run('returnNull')).resolves.toBeNull();
  });

  test('When a read gets 401 and on401 is throw, then it throws the formatted error', async () => {
    mockFetch({ 'GET /api/auth/me': { status: 401, body: 'Unauthorized' } });
    await expect(run('throw')).rejects.toThrow('401: Unauthorized');
  });

  test('When a read succeeds, then the JSON body is returned', async () => {
    mockFetch({ 'GET /api/products': { body: [{ id: '1' }] } });
    await expect(getJson('/api/products')).resolves.toEqual([{ id: '1' }]);
  });
});
