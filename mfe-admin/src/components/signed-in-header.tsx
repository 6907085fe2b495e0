import { useCurrentUser } from '@wsms/api-client';
import { AreaHeader } from '@wsms/ui';
import type { ReactNode } from 'react';

/** The area's heading, greeting and its buttons; Logout is the navigation bar's. */
export function SignedInHeader({ title, actions }: { title: string; actions?: ReactNode }) {
  const { data: user } = useCurrentUser();
  return <AreaHeader title={title} user={user} actions={actions} />;
}
