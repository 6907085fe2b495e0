import { useMarkMessagesRead, useSendMessage, useSessionMessages } from '@wsms/api-client/booking';
import { sessionMessageInputSchema } from '@wsms/contracts';
import { Button, Loading, toast } from '@wsms/ui';
import { applyServerErrors, TextAreaField, useZodForm } from '@wsms/ui/form';
import { useEffect } from 'react';
import styled from 'styled-components';
import { ErrorText, FormActions, Muted, Stack } from '../../components/layout';

const Thread = styled.ol`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: grid;
  gap: 8px;
  max-height: 50vh;
  overflow-y: auto;
`;

const Bubble = styled.li<{ $mine: boolean }>`
  justify-self: ${({ $mine }) => ($mine ? 'end' : 'start')};
  max-width: 85%;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $mine, theme }) => ($mine ? theme.colors.background : theme.colors.surface)};
  & p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  & small { color: ${({ theme }) => theme.colors.muted}; }
`;

const stamp = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

interface Props {
  bookingId: string;
  /** The instructor's side reads messages from the client as "theirs". */
  otherName: string;
}

/** One booking's thread, seen from the instructor's side; the client's messages are marked read on opening. */
export function MessageThread({ bookingId, otherName }: Props) {
  const messages = useSessionMessages(bookingId);
  const send = useSendMessage();
  const markRead = useMarkMessagesRead();
  const form = useZodForm(sessionMessageInputSchema, { defaultValues: { message: '' } });
  const unread = messages.data?.some((m) => !m.isFromInstructor && !m.isRead) ?? false;
  const { mutate: read } = markRead;

  useEffect(() => {
    if (unread) read(bookingId);
  }, [unread, read, bookingId]);

  const submit = form.handleSubmit(({ message }) =>
    send.mutate(
      { bookingId, message },
      {
        onSuccess: () => form.reset({ message: '' }),
        onError: (error) => {
          applyServerErrors(form, error);
          toast({ title: 'Failed to send message', description: error.message, variant: 'destructive' });
        },
      },
    ),
  );

  return (
    <div>
      {messages.isPending ? (
        <Loading text="Loading messages..." />
      ) : messages.isError ? (
        <ErrorText role="alert">{messages.error.message}</ErrorText>
      ) : messages.data.length === 0 ? (
        <Muted>No messages yet.</Muted>
      ) : (
        <Thread aria-label="Messages">
          {messages.data.map((m) => (
            <Bubble key={m.id} $mine={m.isFromInstructor}>
              <small>{m.isFromInstructor ? 'You' : otherName} · {stamp.format(new Date(m.createdAt))}</small>
              <p>{m.message}</p>
            </Bubble>
          ))}
        </Thread>
      )}
      <Stack noValidate aria-label="Write a message" onSubmit={submit}>
        <TextAreaField form={form} name="message" label="Message" rows={3} required />
        <FormActions>
          <Button type="submit" disabled={send.isPending}>{send.isPending ? 'Sending...' : 'Send Message'}</Button>
        </FormActions>
      </Stack>
    </div>
  );
}
