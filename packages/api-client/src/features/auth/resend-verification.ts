import { useMutation } from '@tanstack/react-query';
import { readAuthError } from './read-error';

/** Mails a new verification link to the signed-in user's address (limited per hour by the server). */
export async function resendVerification(): Promise<{ sent: true; email: string }> {
  const res = await fetch('/api/auth/resend-verification', { method: 'POST', credentials: 'include' });
  if (!res.ok) throw await readAuthError(res, 'Could not send the e-mail');
  return (await res.json()) as { sent: true; email: string };
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
