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

  test('When the server answers with a body, then the error keeps its text for the form', async () => {
    const body = { message: 'Invalid email address', errors: [{ path: 'email', message: 'Invalid email address' }] };
    mockFetch({ 'POST /api/contact': { status: 400, body } });
    const error = await apiRequest('POST', '/api/contact', { email: 'x' }).catch((e: unknown) => e);
    expect(JSON.parse((error as { body: string }).body)).toEqual(body);
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
