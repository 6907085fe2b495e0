import { contactInterests, type ContactSubmission } from '@wsms/contracts';
import { formatBusinessMoment } from '@wsms/contracts/dates';
import { Badge, Button, Card, toast } from '@wsms/ui';
import styled from 'styled-components';
import { useMarkContactRead } from '@wsms/api-client/contact';
import { ItemHead as Head } from '../../../components/item-head';
import { failureText } from '../../../lib/failure-text';

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const interestLabel = (value: string | null) => contactInterests.find((i) => i.value === value)?.label ?? null;

const replyLink = (message: ContactSubmission) =>
  `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent('Re: your message to Where Science Meets Sport')}`;

export function MessageItem({ message }: { message: ContactSubmission }) {
  const mark = useMarkContactRead();
  const toggle = () =>
    mark.mutate(
      { id: message.id, read: !message.read },
      { onError: (error) => toast({ title: 'Error', description: failureText(error), variant: 'destructive' }) },
    );
  const interest = interestLabel(message.interest);
  return (
    <Card as="li" style={{ borderLeft: message.read ? undefined : '4px solid #c2410c' }}>
      <Head>
        <h3 id={`message-${message.id}`}>{message.name}</h3>
        <Badge $variant={message.read ? 'muted' : 'accent'}>{message.read ? 'Read' : 'Unread'}</Badge>
      </Head>
      <Meta>
        {message.email} · <time dateTime={message.createdAt}>{formatBusinessMoment(message.createdAt)}</time>
        {interest && ` · ${interest}`}
      </Meta>
      <Body>{message.message}</Body>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button as="a" href={replyLink(message)} variant="secondary" size="sm" aria-describedby={`message-${message.id}`}>Reply</Button>
        <Button variant="outline" size="sm" onClick={toggle} disabled={mark.isPending} aria-describedby={`message-${message.id}`}>
          {message.read ? 'Mark as unread' : 'Mark as read'}
        </Button>
      </div>
    </Card>
  );
}
