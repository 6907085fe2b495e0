import { useSessionThread } from '@wsms/api-client/booking';
import { MessageThread as Thread } from '@wsms/ui/message-thread';

interface Props {
  bookingId: string;
  /** The client's name, shown on their messages. */
  otherName: string;
}

/** One booking's thread, seen from the instructor's side; the client's messages are marked read on opening. */
export function MessageThread({ bookingId, otherName }: Props) {
  const { messages, send } = useSessionThread(bookingId, 'instructor');
  return <Thread messages={messages} onSend={send} side="instructor" otherName={otherName} emptyText="No messages yet." />;
}
