import { internalRoutes } from './generated/internal-routes';
import { routeClient, type InternalClientOptions, type RouteClient } from './internal-client';

export * from './internal-client';
export * from './generated/internal-routes';

export type InternalServiceName = keyof typeof internalRoutes;

/** A typed client of one service's `/internal` routes: `internalClient('catalog', { baseUrl, secret }).internalInstructorByEmail({ query: { email } })`. */
export function internalClient<S extends InternalServiceName>(service: S, options: InternalClientOptions): RouteClient<(typeof internalRoutes)[S]> {
  return routeClient(internalRoutes[service], options);
}
