export interface EmailMessage {
  to: string;
  from: string;
  subject: string;
  text: string;
  kind: string;
  bookingId?: string;
}

/** How the outbox worker delivers one e-mail; it throws when the e-mail was not accepted. */
export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}
