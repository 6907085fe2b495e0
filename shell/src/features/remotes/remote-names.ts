import apps from '@wsms/build-config/apps.json';

export type RemoteKey = 'public' | 'portal' | 'staff' | 'admin';

/** Container names the remotes were built with (their federation `name`). */
export const remoteNames: Record<RemoteKey, string> = {
  public: apps.public.name,
  portal: apps.portal.name,
  staff: apps.staff.name,
  admin: apps.admin.name,
};
