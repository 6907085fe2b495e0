import { useMutation } from '@tanstack/react-query';
import * as auth from '../../generated/auth-routes';
import { callApi } from '../../lib/call-api';

/** Mails a new verification link to the signed-in user's address (limited per hour by the server). */
export const resendVerification = () => callApi(auth.resendVerification, undefined, { fallback: 'Could not send the e-mail' });

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
