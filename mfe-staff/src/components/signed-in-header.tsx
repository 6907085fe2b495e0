import { useCurrentUser } from '@wsms/api-client';
import { AreaHeader } from '@wsms/ui';

/** The area's heading and greeting; Logout is the navigation bar's. */
export function SignedInHeader({ title }: { title: string }) {
  const { data: user } = useCurrentUser();
  return <AreaHeader title={title} user={user} />;
}
