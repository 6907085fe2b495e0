import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionMessage } from '@wsms/contracts';
import { getToasts, resetToasts } from '@wsms/ui/toast';
import { renderWithTheme } from '../testing/render-with-theme';
import { MessageThread, type MessageThreadProps } from './message-thread';

const buildMessage = ({ id = 'm1', message = 'See you Tuesday', isFromInstructor = true, ...rest }: Partial<SessionMessage> = {}): SessionMessage => ({
  id, bookingId: 'b1', instructorId: 'i1', clientEmail: 'casey@example.com', message, isFromInstructor, isRead: false, createdAt: '2026-01-01T15:00:00.000Z', ...rest,
});

function renderThread(props: Partial<MessageThreadProps> = {}) {
  const onSend = jest.fn<Promise<unknown>, [string]>().mockResolvedValue({});
  renderWithTheme(
    <MessageThread messages={{ status: 'success', data: [] }} side="client" otherName="Marcus Silva" emptyText="Nothing here yet." onSend={onSend} {...props} />,
  );
  return { onSend, user: userEvent.setup() };
}

describe('Message thread', () => {
  afterEach(() => act(() => resetToasts()));

  test.each([
    ['client', 'Marcus Silva', 'You'],
    ['instructor', 'You', 'Casey Client'],
  ] as const)('When the thread is read from the %s side, then each message names its author', (side, instructorLabel, clientLabel) => {
    const data = [buildMessage({ id: 'a', message: 'From the instructor' }), buildMessage({ id: 'b', message: 'From the client', isFromInstructor: false })];
    renderThread({ side, otherName: side === 'client' ? 'Marcus Silva' : 'Casey Client', messages: { status: 'success', data } });
    const [first, second] = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(first).toHaveTextContent(`${instructorLabel} · Jan 1, 10:00 AM EST`);
    expect(second).toHaveTextContent(`${clientLabel} · Jan 1, 10:00 AM EST`);
  });

  test('When a message holds markup, then it shows as text', () => {
    const markup = '<img src=x onerror="alert(1)"><b>bold</b>';
    renderThread({ messages: { status: 'success', data: [buildMessage({ message: markup })] } });
    expect(screen.getByText(markup)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Messages' }).querySelector('img, b')).toBeNull();
  });

  test.each([
    ['pending', { status: 'pending' }, 'status', 'Loading messages...'],
    ['failed', { status: 'error', error: new Error('Failed to fetch messages'), refetch: () => undefined }, 'alert', 'Failed to fetch messages'],
    ['empty', { status: 'success', data: [] }, 'paragraph', 'Nothing here yet.'],
  ] as const)('When the thread is %s, then that is said instead of a list', (_label, messages, role, text) => {
    renderThread({ messages });
    expect(screen.getByRole(role)).toHaveTextContent(text);
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });

  test('When the thread failed to load, then Try again asks for it again', async () => {
    const refetch = jest.fn();
    const { user } = renderThread({ messages: { status: 'error', error: new Error('Failed to fetch messages'), refetch } });
    await user.click(screen.getByRole('button', { name: 'Try again', description: 'Failed to fetch messages' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  test('When a message is sent, then the trimmed text goes out and the field empties', async () => {
    const { onSend, user } = renderThread();
    await user.type(screen.getByLabelText('Message'), '  Will do  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByLabelText('Message')).toHaveValue('');
    expect(onSend).toHaveBeenCalledWith('Will do');
  });

  test('When the message is empty, then nothing is sent and the field says why', async () => {
    const { onSend, user } = renderThread();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(onSend).not.toHaveBeenCalled();
  });

  test('When sending fails with field errors, then the message stays, the error shows under the field and a toast says it failed', async () => {
    const failure = Object.assign(new Error('Invalid body'), { status: 400, errors: [{ path: 'message', message: 'Message is too long' }] });
    const { user } = renderThread({ onSend: jest.fn().mockRejectedValue(failure) });
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByLabelText('Message')).toHaveAccessibleDescription('Message is too long');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
    expect(getToasts()).toEqual([expect.objectContaining({ title: 'Failed to send message', description: 'Invalid body', variant: 'destructive' })]);
  });
});
