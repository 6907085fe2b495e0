import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@wsms/contracts';
import { apiRequest } from '../../lib/api-request';

export type ContactBody = ContactInput;

/** Spec section 7: POST /api/contact; the answer is JSON. */
export async function sendContactMessage(body: ContactBody): Promise<unknown> {
  const res = await apiRequest('POST', '/api/contact', body);
  return res.json();
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
