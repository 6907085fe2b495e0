import * as auth from '../generated/auth-routes';
import * as booking from '../generated/booking-routes';
import * as content from '../generated/content-routes';
import { fakeResponse, mockFetch } from '../testing/mock-fetch';
import { ApiError } from './api-error';
import { apiPath } from './api-route';
import { callApi } from './call-api';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('callApi', () => {
  test('When a route has path parameters and a query, then they are filled in encoded and unset query values are left out', () => {
    expect(apiPath(booking.freeTimes, { params: { id: 'a/b' }, query: { date: '2026-03-09', sessionType: undefined } })).toBe(
      '/api/instructors/a%2Fb/availability?date=2026-03-09',
    );
    expect(apiPath(booking.listBookings, { query: { clientEmail: '' } })).toBe('/api/bookings');
  });

  test('When a read succeeds, then it asks with the cookie, always revalidated, and answers the JSON', async () => {
    const fetchMock = mockFetch({ 'GET /api/bookings?clientEmail=jo%40example.com': { body: [{ id: 'b1' }] } });
    await expect(callApi(booking.listBookings, { query: { clientEmail: 'jo@example.com' } })).resolves.toEqual([{ id: 'b1' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings?clientEmail=jo%40example.com', { credentials: 'include', cache: 'no-cache' });
  });

  test('When a body is given, then it is sent as JSON with the cookie', async () => {
    const fetchMock = mockFetch({ 'POST /api/bookings/b1/cancel': { body: { id: 'b1' } } });
    await callApi(booking.cancelBooking, { params: { id: 'b1' }, body: { reason: 'ill' } });
    expect(fetchMock).toHaveBeenCalledWith('/api/bookings/b1/cancel', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"reason":"ill"}',
      credentials: 'include',
    });
  });

  test('When there is no body, then no content type is sent and a 204 answers undefined', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/logout': { status: 204 } });
    await expect(callApi(auth.logout)).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ method: 'POST', headers: {}, body: undefined, credentials: 'include' });
  });

  test('When the body is FormData (an upload), then it goes as is, the browser naming its multipart type', async () => {
    const fetchMock = mockFetch({ 'POST /api/upload': { status: 201, body: { imageUrl: '/uploads/a.webp' } } });
    const body = new FormData();
    body.append('image', new Blob(['x']), 'a.png');
    await expect(callApi(content.uploadImage, { body })).resolves.toEqual({ imageUrl: '/uploads/a.webp' });
    expect(fetchMock.mock.calls[0]?.[1]).toEqual({ method: 'POST', headers: {}, body, credentials: 'include' });
  });

  test('When neither a failure nor a fallback is named, then a refusal reads "{status}: {text}" (spec section 7)', async () => {
    mockFetch({ 'POST /api/contact': { status: 400, body: { message: 'Name is required' } } });
    const error = await callApi(content.sendContact, { body: { name: '', email: 'a@b.co', message: 'Hi' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: '400: {"message":"Name is required"}', serverMessage: 'Name is required' });
  });

  test('When the generic layer gets an empty error answer, then the status text is used', async () => {
    global.fetch = jest.fn().mockResolvedValue(fakeResponse({ status: 500 }));
    await expect(callApi(auth.logout)).rejects.toThrow(/^500: Internal Server Error$/);
  });

  test('When a failure is named, then it is the message whatever the server said, which stays readable', async () => {
    mockFetch({ 'GET /api/bookings': { status: 409, body: { message: 'Nope' } } });
    await expect(callApi(booking.listBookings, {}, { failure: 'Failed to fetch bookings' })).rejects.toMatchObject({
      status: 409,
      message: 'Failed to fetch bookings',
      serverMessage: 'Nope',
    });
  });

  test.each([
    ['a JSON message', { message: 'That time is no longer available' }, 'That time is no longer available'],
    ['a plain text', 'Slow down', 'Slow down'],
    ['an HTML page from a proxy', '<html>Bad Gateway</html>', 'Failed to cancel booking'],
    ['nothing', undefined, 'Failed to cancel booking'],
    ['JSON without a message', { errors: [] }, 'Failed to cancel booking'],
  ])('When a write with a fallback is refused with %s, then the message is the server\'s reason or the fallback', async (_case, body, message) => {
    mockFetch({ 'POST /api/bookings/b1/cancel': { status: 409, body } });
    await expect(callApi(booking.cancelBooking, { params: { id: 'b1' }, body: {} }, { fallback: 'Failed to cancel booking' })).rejects.toMatchObject({
      status: 409,
      message,
    });
  });

  test('When a 400 names fields, then the error carries them for the form', async () => {
    const errors = [{ path: 'email', message: 'Invalid email address' }];
    mockFetch({ 'POST /api/contact': { status: 400, body: { message: 'Invalid email address', errors } } });
    await expect(callApi(content.sendContact, { body: { name: 'A', email: 'x', message: 'Hi' } })).rejects.toMatchObject({ status: 400, errors });
  });

  test.each([
    ['a failure', { failure: 'Failed to fetch bookings' }, 'Failed to fetch bookings'],
    ['a fallback', { fallback: 'Login failed' }, 'Login failed'],
    ['neither', {}, 'Failed to fetch'],
  ])('When no answer arrives and the call names %s, then an ApiError with status 0 says so, not in the browser\'s own words when it can', async (_case, options, message) => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await callApi(booking.listBookings, {}, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message });
  });

  test('When a success answer is not JSON, then it fails like a refusal', async () => {
    mockFetch({ 'GET /api/bookings': { body: '<html>maintenance</html>' } });
    await expect(callApi(booking.listBookings, {}, { failure: 'Failed to fetch bookings' })).rejects.toMatchObject({ status: 200, message: 'Failed to fetch bookings' });
  });

  test('When extra headers are given, then a read and a write send them', async () => {
    const fetchMock = mockFetch({ 'GET /api/checkout/b1': { body: {} }, 'POST /api/checkout/b1/cancel': { body: {} } });
    await callApi(booking.getCheckout, { params: { bookingId: 'b1' } }, { headers: { 'x-booking-key': 'k1' } });
    await callApi(booking.cancelCheckout, { params: { bookingId: 'b1' } }, { headers: { 'x-booking-key': 'k1' } });
    expect(fetchMock.mock.calls.map(([, init]) => init?.headers)).toEqual([{ 'x-booking-key': 'k1' }, { 'x-booking-key': 'k1' }]);
  });
});
