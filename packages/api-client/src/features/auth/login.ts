import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@wsms/contracts';
import * as auth from '../../generated/auth-routes';
import { callApi } from '../../lib/call-api';
import { authKeys } from './auth-keys';

/** Spec 8: the login error is the server's text, or 'Login failed' (also when no answer arrives). */
export const login = (credentials: LoginInput) => callApi(auth.login, { body: credentials }, { fallback: 'Login failed' });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.me(), user);
      void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}
