import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@wsms/api-client';
import { adminKeys } from '../../../api/admin-keys';

/** GET /api/outbox (booking's durable outbox, admin): the fields the Inbox shows. */
export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  createdAt: string;
  sentAt?: string | null;
  attempts?: number;
  lastError?: string;
}

/** null when this deployment has no readable outbox (the route is absent). */
export async function getOutbox(): Promise<OutboxEmail[] | null> {
  const res = await fetch('/api/outbox', { credentials: 'include' });
  if (res.status === 404) return null;
  if (!res.ok) throw new ApiError(res.status, 'Failed to fetch e-mails', await res.text());
  return (await res.json()) as OutboxEmail[];
}

export const useOutbox = () => useQuery(queryOptions({ queryKey: adminKeys.outbox(), queryFn: getOutbox }));
