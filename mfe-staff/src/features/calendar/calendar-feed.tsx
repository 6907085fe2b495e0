import { useCalendarFeedStatus, useCreateCalendarFeed, useRevokeCalendarFeed } from '@wsms/api-client/booking';
import { formatBusinessInstant } from '@wsms/contracts/dates';
import { Button, Card, Field, Input, toast } from '@wsms/ui';
import { useState } from 'react';
import { Actions, Muted } from '../../components/layout';

/** A private feed URL for calendar apps: shown once when made; a new one or a revoke ends the old one. */
export function CalendarFeed({ instructorId }: { instructorId: string }) {
  const status = useCalendarFeedStatus(instructorId);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const active = status.data?.active ?? false;

  const make = () =>
    create.mutate(instructorId, {
      onSuccess: (link) => setUrl(link.url),
      onError: (error) => toast({ title: 'Failed to create calendar feed', description: error.message, variant: 'destructive' }),
    });
  const stop = () =>
    revoke.mutate(instructorId, {
      onSuccess: () => {
        setUrl(null);
        toast({ title: 'Calendar feed revoked' });
      },
      onError: (error) => toast({ title: 'Failed to revoke calendar feed', description: error.message, variant: 'destructive' }),
    });

  return (
    <Card as="section" aria-labelledby="feed-heading" style={{ marginTop: 24 }}>
      <h3 id="feed-heading" style={{ margin: 0 }}>Calendar feed</h3>
      <Muted>Subscribe to your sessions from Google Calendar, Apple Calendar or Outlook. Keep the link private.</Muted>
      {url && (
        <Field label="Your private feed URL" hint="Shown only now. Copy it into your calendar app.">
          {(control) => <Input {...control} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />}
        </Field>
      )}
      {!url && active && <Muted>A feed is active{status.data?.createdAt ? ` since ${formatBusinessInstant(status.data.createdAt, 'numeric')}` : ''}.</Muted>}
      <Actions>
        <Button size="sm" onClick={make} disabled={create.isPending}>{active ? 'Make a New Link' : 'Create Feed Link'}</Button>
        {active && <Button size="sm" variant="destructive" onClick={stop} disabled={revoke.isPending}>Revoke Feed</Button>}
      </Actions>
    </Card>
  );
}
