import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as auth from '../../generated/auth-routes';
import { callApi } from '../../lib/call-api';
import { authKeys } from './auth-keys';

/** Confirms the address with the token from the mailed link (no sign-in needed). */
export const verifyEmail = (token: string) => callApi(auth.verifyEmail, { body: { token } }, { fallback: 'Verification failed' });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}
