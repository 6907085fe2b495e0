import type { RemoteRoute } from '@wsms/contracts/remotes';

export const routes = [{ path: '/guides' }, { path: '/guides/:slug' }, { path: '/members', role: 'user' }] as const satisfies readonly RemoteRoute[];

export type GuidePath = (typeof routes)[number]['path'];

export const lazyPages = { '/guides': './pages/guides-page', '/guides/:slug': './pages/guide-page' } as const satisfies Partial<Record<GuidePath, string>>;
