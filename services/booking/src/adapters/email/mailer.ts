export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
  bookingId?: string;
}

export interface Mailer {
  readonly name: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}
