import { useEffect } from 'react';
import { useMarkMessagesRead, useSendMessage, useSessionMessages } from './session-messages';

/**
 * One booking's thread as `side` reads it (client portal or staff dashboard): the other side's
 * unread messages are marked read on opening, and `send` resolves once the message is stored.
 */
export function useSessionThread(bookingId: string, side: 'client' | 'instructor') {
  const messages = useSessionMessages(bookingId);
  const { mutateAsync } = useSendMessage();
  const { mutate: read } = useMarkMessagesRead();
  const fromOtherSide = side === 'client';
  const unread = messages.data?.some((m) => m.isFromInstructor === fromOtherSide && !m.isRead) ?? false;

  useEffect(() => {
    if (unread) read(bookingId);
  }, [unread, read, bookingId]);

  const send = (message: string) => mutateAsync({ bookingId, message });
  return { messages, send };
}
