export { MessageThread, type MessageThreadProps, type MessagesState } from './message-thread';
