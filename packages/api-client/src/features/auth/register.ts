import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@wsms/contracts';
import { postJson } from '../../lib/post-json';
import { readAuthError } from './read-error';

export type RegisterBody = Omit<RegisterInput, 'role'>;

/** Self-registration always asks for role 'user'; the success body is not read (spec 7). */
export async function register(body: RegisterBody): Promise<void> {
  const res = await postJson('/api/auth/register', { ...body, role: 'user' }, 'Registration failed');
  if (!res.ok) throw await readAuthError(res, 'Registration failed');
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
