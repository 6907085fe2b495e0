import { useSessionThread } from '@wsms/api-client/booking';
import { MessageThread } from '@wsms/ui/message-thread';

/** A session's thread from the client's side; the instructor's messages are marked read on opening. */
export function SessionThread({ bookingId, instructorName }: { bookingId: string; instructorName: string }) {
  const { messages, send } = useSessionThread(bookingId, 'client');
  return (
    <MessageThread
      messages={messages}
      onSend={send}
      side="client"
      otherName={instructorName}
      emptyText="No messages yet. Ask your instructor anything about the session."
    />
  );
}
