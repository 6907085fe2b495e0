import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as auth from '../../generated/auth-routes';
import { callApi } from '../../lib/call-api';
import { authKeys } from './auth-keys';

export const logout = (): Promise<void> => callApi(auth.logout);

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(authKeys.me(), null);
    },
  });
}
