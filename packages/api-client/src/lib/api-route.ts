import type { RouteBody, RouteContract, RouteInput, RouteReply } from '@wsms/contracts/api';
import { routePath } from '@wsms/contracts/route-path';

/**
 * One operation of the generated route table (`src/generated`): its method and path, checked against
 * the contract at compile time, and the contract itself as a type, which types the call's input and reply.
 */
export interface ApiRoute<C extends RouteContract = RouteContract> {
  readonly method: Uppercase<C['method']>;
  readonly path: C['path'];
  /** Never set: carries the contract's type to `callApi`. */
  readonly contract?: C;
}

/** The route's URL: `:name` segments filled in (encoded), then the query's set values in their order. */
export function apiPath<C extends RouteContract>(route: ApiRoute<C>, input?: Pick<RouteInput<C>, 'params' | 'query'>): string {
  return routePath(route.path, input);
}

type ContractOf<R> = R extends ApiRoute<infer C> ? C : never;

/** What a route of the table takes as its JSON (or FormData) body, and what it answers. */
export type RouteBodyOf<R> = RouteBody<ContractOf<R>>;
export type RouteReplyOf<R> = RouteReply<ContractOf<R>>;
