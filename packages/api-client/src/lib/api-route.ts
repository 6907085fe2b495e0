import type { RouteBody, RouteContract, RouteInput, RouteReply } from '@wsms/contracts/api';

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

type Values = Record<string, unknown> | undefined;

/** The route's URL: `:name` segments filled in (encoded), then the query's set values in their order. */
export function apiPath<C extends RouteContract>(route: ApiRoute<C>, input?: Pick<RouteInput<C>, 'params' | 'query'>): string {
  const params = input?.params as Values;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input?.query as Values) ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

type ContractOf<R> = R extends ApiRoute<infer C> ? C : never;

/** What a route of the table takes as its JSON (or FormData) body, and what it answers. */
export type RouteBodyOf<R> = RouteBody<ContractOf<R>>;
export type RouteReplyOf<R> = RouteReply<ContractOf<R>>;
