import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '@wsms/contracts';
import { authKeys } from './auth-keys';
import { readAuthError } from './read-error';

/** Confirms the address with the token from the mailed link (no sign-in needed). */
export async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  const res = await fetch('/api/auth/verify-email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
    credentials: 'include',
  });
  if (!res.ok) throw await readAuthError(res, 'Verification failed');
  return (await res.json()) as VerifyEmailResponse;
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}
