import { login } from '../features/auth/login';
import { register } from '../features/auth/register';
import { createBookingCheckout } from '../features/booking/create-checkout';
import { ApiError } from './api-error';
import { postJson } from './post-json';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('postJson', () => {
  test('When the answer arrives, then it is returned; the body went as JSON with the session cookie', async () => {
    const fetchMock = jest.fn().mockResolvedValue({ status: 201, ok: true });
    global.fetch = fetchMock;
    const res = await postJson('/api/x', { a: 1 }, 'Nope');
    expect(res.status).toBe(201);
    expect(fetchMock).toHaveBeenCalledWith('/api/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"a":1}', credentials: 'include' });
  });

  test.each([
    ['login', () => login({ username: 'ada', password: 'secret1' }), 'Login failed'],
    ['registration', () => register({ username: 'ada', email: 'ada@example.com', password: 'secret1', firstName: 'Ada', lastName: 'L' }), 'Registration failed'],
    ['a session checkout', () => createBookingCheckout({ instructorId: 'i1', bookingData: {} as never }), 'Unable to process payment. Please try again.'],
  ])('When no answer arrives for %s (offline), then the spec fallback is thrown, not the browser text', async (_label, call, fallback) => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: fallback });
  });
});
