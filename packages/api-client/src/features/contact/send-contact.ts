import { useMutation } from '@tanstack/react-query';
import { callApi } from '@wsms/api-client/session';
import type { ContactInput } from '@wsms/contracts';
import * as content from '../../generated/content-routes';

export type ContactBody = ContactInput;

/** Spec section 7: the generic layer, so a refusal reads '{status}: {text}'. */
export const sendContactMessage = (body: ContactBody) => callApi(content.sendContact, { body });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
