import type { RemoteRoute } from '@wsms/contracts/remotes';

export const routes = [{ path: '/namespace' }] as const satisfies readonly RemoteRoute[];
