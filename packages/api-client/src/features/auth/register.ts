import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@wsms/contracts';
import * as auth from '../../generated/auth-routes';
import { callApi } from '../../lib/call-api';

export type RegisterBody = Omit<RegisterInput, 'role'>;

/** Self-registration always asks for role 'user'; the account it answers is not used (spec 7). */
export async function register(body: RegisterBody): Promise<void> {
  await callApi(auth.register, { body: { ...body, role: 'user' } }, { fallback: 'Registration failed' });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
