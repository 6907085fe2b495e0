import { z } from 'zod';
import { parseOrThrow } from './validate';

const schema = z.strictObject({
  username: z.string().min(3, 'Username must be at least 3 characters'),
  age: z.number().optional(),
});

function failure(value: unknown) {
  try {
    parseOrThrow(schema, value, 'Invalid body');
  } catch (error) {
    return error as { status: number; message: string; errors?: unknown };
  }
  throw new Error('expected a 400');
}

describe('parseOrThrow', () => {
  test('When a field breaks a rule the schema words itself, then the 400 says exactly that text, and lists every problem with its path', () => {
    const error = failure({ username: 'ab', age: 'old' });
    expect(error.status).toBe(400);
    expect(error.message).toBe('Username must be at least 3 characters');
    expect(error.errors).toEqual([
      { path: 'username', message: 'Username must be at least 3 characters' },
      { path: 'age', message: 'Invalid input: expected number, received string' },
    ]);
  });

  test("When zod's own wording is all there is, then the message names the part and the field it is about", () => {
    expect(failure({ username: 'abc', age: 'old' }).message).toBe('Invalid body: age — Invalid input: expected number, received string');
    expect(failure({ username: 'abc', role: 'admin' }).message).toBe('Invalid body: Unrecognized key: "role"');
  });

  test('When the value is valid, then the parsed value is returned', () => {
    expect(parseOrThrow(schema, { username: 'abc' })).toEqual({ username: 'abc' });
  });
});
