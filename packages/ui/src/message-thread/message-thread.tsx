import { sessionMessageInputSchema, type SessionMessage } from '@wsms/contracts';
import { formatBusinessMoment } from '@wsms/contracts/dates';
import { toast } from '@wsms/ui/toast';
import { Button } from '../components/button';
import { LoadError } from '../components/load-error';
import { Loading } from '../components/spinner';
import { applyServerErrors } from '../form/server-errors';
import { TextAreaField } from '../form/text-area-field';
import { useZodForm } from '../form/use-zod-form';
import { Bubble, Form, Note, Thread } from './message-thread-styles';

/** The thread as a query gives it (a TanStack `UseQueryResult` fits), so the kit needs no data layer. */
export type MessagesState =
  | { status: 'pending' }
  | { status: 'error'; error: Error; refetch: () => unknown }
  | { status: 'success'; data: readonly SessionMessage[] };

export interface MessageThreadProps {
  messages: MessagesState;
  /** Whose side the thread is read from: that side's messages are "You". */
  side: 'client' | 'instructor';
  /** The name shown on the other side's messages. */
  otherName: string;
  /** Shown while the thread has no message. */
  emptyText: string;
  /** Sends one message; rejects with the api-client's error. */
  onSend: (message: string) => Promise<unknown>;
}

/** One booking's messages and a reply form, for either side. Messages are text, never HTML. */
export function MessageThread({ messages, side, otherName, emptyText, onSend }: MessageThreadProps) {
  const form = useZodForm(sessionMessageInputSchema, { defaultValues: { message: '' } });
  const sending = form.formState.isSubmitting;
  const isMine = (m: SessionMessage) => m.isFromInstructor === (side === 'instructor');

  const submit = form.handleSubmit(async ({ message }) => {
    try {
      await onSend(message);
      form.reset({ message: '' });
    } catch (error) {
      applyServerErrors(form, error);
      toast({ title: 'Failed to send message', description: (error as Error).message, variant: 'destructive' });
    }
  });

  return (
    <div>
      {messages.status === 'pending' ? (
        <Loading text="Loading messages..." />
      ) : messages.status === 'error' ? (
        <LoadError message={messages.error.message} onRetry={messages.refetch} />
      ) : messages.data.length === 0 ? (
        <Note>{emptyText}</Note>
      ) : (
        <Thread aria-label="Messages">
          {messages.data.map((m) => (
            <Bubble key={m.id} $mine={isMine(m)}>
              <small>{isMine(m) ? 'You' : otherName} · {formatBusinessMoment(m.createdAt, 'short')}</small>
              <p>{m.message}</p>
            </Bubble>
          ))}
        </Thread>
      )}
      <Form noValidate aria-label="Write a message" onSubmit={submit}>
        <TextAreaField form={form} name="message" label="Message" rows={3} required />
        <div>
          <Button type="submit" disabled={sending}>{sending ? 'Sending...' : 'Send Message'}</Button>
        </div>
      </Form>
    </div>
  );
}
