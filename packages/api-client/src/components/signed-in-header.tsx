import { useCurrentUser } from '@wsms/api-client/session';
import { AreaHeader } from '@wsms/ui';
import type { ReactNode } from 'react';

/**
 * A signed-in area's heading band, greeting the current user (the portal's, staff's and admin's pages);
 * Logout is the navigation bar's. `actions`: buttons beside the heading.
 */
export function SignedInHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { data: user } = useCurrentUser();
  return <AreaHeader title={title} user={user} actions={actions} />;
}
