export { contactKeys } from './contact-keys';
export { getContactConfig, contactConfigQueryOptions, useContactConfig } from './get-contact-config';
export { sendContactMessage, useSendContactMessage, type ContactBody } from './send-contact';
export { getContactMessages, useContactMessages, useMarkContactRead } from './contact-messages';
