import type { RemoteDescriptor, RemoteRoute, RemotesManifest, SharedRequirement } from '@wsms/contracts/remotes';

type AvailableRequires = Record<string, SharedRequirement>;

// The gateway has validated every remote's routes.json against the contract; this only guards the
// shape the router relies on, without bundling zod into every first visit.
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

const isRoute = (route: unknown): route is RemoteRoute =>
  isObject(route) && typeof route.path === 'string' && route.path.startsWith('/') && isOptionalString(route.title) && isOptionalString(route.role);

function parseRemote(remote: unknown): RemoteDescriptor | null {
  if (!isObject(remote) || typeof remote.key !== 'string' || typeof remote.entry !== 'string') return null;
  const { key, entry, name, routes, requires, chunkGlobal } = remote;
  if (typeof name === 'string' && Array.isArray(routes) && routes.every(isRoute) && isOptionalString(chunkGlobal)) {
    return { key, entry, name, routes, requires: isObject(requires) ? (requires as AvailableRequires) : {}, chunkGlobal: chunkGlobal as string | undefined };
  }
  return { key, entry, unavailable: typeof remote.unavailable === 'string' ? remote.unavailable : 'its description is malformed' };
}

export function parseRemotesManifest(body: unknown): RemotesManifest {
  if (!isObject(body) || !Array.isArray(body.remotes)) throw new Error('The remote list is malformed');
  return { remotes: body.remotes.map(parseRemote).filter((remote) => remote !== null) };
}
