import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, PublicUser } from '@wsms/contracts';
import { postJson } from '../../lib/post-json';
import { authKeys } from './auth-keys';
import { readAuthError } from './read-error';

export async function login(credentials: LoginInput): Promise<PublicUser> {
  const res = await postJson('/api/auth/login', credentials, 'Login failed');
  if (!res.ok) throw await readAuthError(res, 'Login failed');
  return (await res.json()) as PublicUser;
}

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
