import { useMarkMessagesRead, useSendMessage, useSessionMessages } from '@wsms/api-client/booking';
import { sessionMessageInputSchema } from '@wsms/contracts';
import { Button, Loading, toast } from '@wsms/ui';
import { applyServerErrors, TextAreaField, useZodForm } from '@wsms/ui/form';
import { useEffect } from 'react';
import styled from 'styled-components';

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

const Form = styled.form`
  display: grid;
  gap: 12px;
  & > div:last-child { display: flex; justify-content: flex-end; }
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const stamp = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A session's thread from the client's side; the instructor's messages are marked read on opening. Text only, never HTML. */
export function SessionThread({ bookingId, instructorName }: { bookingId: string; instructorName: string }) {
  const messages = useSessionMessages(bookingId);
  const send = useSendMessage();
  const { mutate: read } = useMarkMessagesRead();
  const form = useZodForm(sessionMessageInputSchema, { defaultValues: { message: '' } });
  const unread = messages.data?.some((m) => m.isFromInstructor && !m.isRead) ?? false;

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
        <Note role="alert">{messages.error.message}</Note>
      ) : messages.data.length === 0 ? (
        <Note>No messages yet. Ask your instructor anything about the session.</Note>
      ) : (
        <Thread aria-label="Messages">
          {messages.data.map((m) => (
            <Bubble key={m.id} $mine={!m.isFromInstructor}>
              <small>{m.isFromInstructor ? instructorName : 'You'} · {stamp.format(new Date(m.createdAt))}</small>
              <p>{m.message}</p>
            </Bubble>
          ))}
        </Thread>
      )}
      <Form noValidate aria-label="Write a message" onSubmit={submit}>
        <TextAreaField form={form} name="message" label="Message" rows={3} required />
        <div>
          <Button type="submit" disabled={send.isPending}>{send.isPending ? 'Sending...' : 'Send Message'}</Button>
        </div>
      </Form>
    </div>
  );
}
