import { ApiError } from '@wsms/api-client';
import { failureText, serverMessage } from './failure-text';

describe('failure texts', () => {
  test('When the server refused a write with a JSON reason, then the toast text is the spec\'s failure and that reason', () => {
    const error = new ApiError(409, 'Failed to create staff member', { message: 'A staff member with that e-mail already exists' });
    expect(failureText(error)).toBe('Failed to create staff member: A staff member with that e-mail already exists');
  });

  test.each([
    ['a server fault with a JSON message', new ApiError(500, 'Failed to create instructor', { message: 'Internal server error' })],
    ['an empty answer (only its status text)', new ApiError(500, 'Failed to delete staff member')],
    ['a text answer', new ApiError(400, 'Failed to update testimonial')],
    ['no answer at all', new ApiError(0, 'Failed to create testimonial')],
    ['an error that is not an API error', new Error('Failed to create testimonial')],
  ])('When the write failed with %s, then the toast text is the spec\'s failure alone', (_case, error) => {
    expect(failureText(error)).toBe(error.message);
  });

  test('When the answer is too long or has no message, then the server said nothing usable', () => {
    expect(serverMessage(new ApiError(400, 'x'))).toBeUndefined();
    expect(serverMessage(new ApiError(400, 'x', { message: 'y'.repeat(301) }))).toBeUndefined();
    expect(serverMessage(new ApiError(400, 'x', { errors: [] }))).toBeUndefined();
    expect(serverMessage(new ApiError(400, 'x', { message: 'Name is required' }))).toBe('Name is required');
  });
});
