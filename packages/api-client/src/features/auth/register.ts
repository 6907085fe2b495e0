import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@wsms/contracts';
import { readAuthError } from './read-error';

export type RegisterBody = Omit<RegisterInput, 'role'>;

/** Self-registration always asks for role 'user'; the success body is not read (spec 7). */
export async function register(body: RegisterBody): Promise<void> {
  const res = await fetch('/api/auth/register', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, role: 'user' }),
    credentials: 'include',
  });
  if (!res.ok) throw await readAuthError(res, 'Registration failed');
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
