import type { ApiError as ErrorReply, RouteContract, RouteInput, RouteReply } from '@wsms/contracts/api';
import { ApiError } from './api-error';
import { apiPath, type ApiRoute } from './api-route';

/** How a failure reads; with neither `failure` nor `fallback`, as spec section 7's generic layer: '{status}: {response text or status text}'. */
export interface CallOptions {
  /** The error's message whatever the server said (spec 8's 'Failed to fetch …'); its words stay in `serverMessage`. */
  failure?: string;
  /** The server's reason, or this when it gave none (spec 8: a refused write shows the server's message). */
  fallback?: string;
  headers?: Record<string, string>;
  /** A write that must still go out when the page is hidden or left (a web-vitals report): `fetch`'s keepalive. */
  keepalive?: boolean;
}

/** The input may be left out when the route needs none (no parameters, nothing but optional fields). */
export type CallArgs<C extends RouteContract> = object extends RouteInput<C>
  ? [input?: RouteInput<C>, options?: CallOptions]
  : [input: RouteInput<C>, options?: CallOptions];

function parse(text: string): Partial<ErrorReply> | undefined {
  try {
    const reply: unknown = JSON.parse(text);
    return typeof reply === 'object' && reply !== null ? reply : undefined;
  } catch {
    return undefined;
  }
}

function failed(res: Response, text: string, { failure, fallback }: CallOptions): ApiError {
  const reply = parse(text);
  const said = typeof reply?.message === 'string' ? reply.message.trim() : reply ? '' : text.trim();
  // An HTML error page from a proxy is no message for a person.
  const reason = said && !said.startsWith('<') ? said : fallback;
  const message = failure ?? (fallback === undefined ? `${res.status}: ${text || res.statusText}` : reason!);
  return new ApiError(res.status, message, reply);
}

/**
 * The one way the browser calls the API: the route's method and path from the generated table, the
 * input and reply typed by its contract. Sends the session cookie; reads are always revalidated
 * (`cache: 'no-cache'`: an edit shows on the next visit, and Chromium's DevTools never waits on a
 * background revalidation); a body goes as JSON, or as is when it is FormData (an upload). A 204 or
 * empty answer is undefined. Every failure, a lost connection included (status 0), is an ApiError.
 */
export async function callApi<C extends RouteContract>(route: ApiRoute<C>, ...[input, options = {}]: CallArgs<C>): Promise<RouteReply<C>> {
  return (await send(route, apiPath(route, input as Pick<RouteInput<C>, 'params' | 'query'>), input, options)).reply;
}

async function send<C extends RouteContract>(route: ApiRoute<C>, url: string, input: RouteInput<C> | undefined, options: CallOptions) {
  const body = input?.body as unknown;
  const json = body !== undefined && !(body instanceof FormData);
  const init: RequestInit =
    route.method === 'GET'
      ? { credentials: 'include', cache: 'no-cache', ...(options.headers && { headers: options.headers }) }
      : {
          method: route.method,
          headers: { ...(json && { 'Content-Type': 'application/json' }), ...options.headers },
          body: json ? JSON.stringify(body) : (body as FormData | undefined),
          credentials: 'include',
          ...(options.keepalive && { keepalive: true }),
        };
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (error) {
    throw new ApiError(0, options.failure ?? options.fallback ?? (error as Error).message);
  }
  const text = await res.text();
  if (!res.ok) throw failed(res, text, options);
  try {
    return { reply: (text ? JSON.parse(text) : undefined) as RouteReply<C>, res };
  } catch {
    // A success whose answer is no JSON (a proxy's page) is as unusable as a failure.
    throw failed(res, text, options);
  }
}

/** One page of a paged list: its items, and the URL of the next page (null on the last). */
export interface ApiPage<C extends RouteContract> {
  items: RouteReply<C>;
  next: string | null;
}

/** The target of the answer's `Link: <…>; rel="next"` (RFC 8288), or null. */
export function nextLinkOf(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(?:^|;)\s*rel="?next"?\s*(?:;|$)/.test(match[2]!)) return match[1]!;
  }
  return null;
}

/**
 * A page of a paged list route: the first (`next` null) from the route and its input, a later one
 * from the previous page's `next`, which is followed only when it names the same route's path (the
 * service keeps every filter in it). The reply's array is the page; `next` is null on the last one.
 */
export async function callApiPage<C extends RouteContract>(
  route: ApiRoute<C>,
  input: Pick<RouteInput<C>, 'params' | 'query'> | undefined,
  next: string | null,
  options: CallOptions = {},
): Promise<ApiPage<C>> {
  const first = apiPath(route, input);
  const path = first.split('?')[0]!;
  if (next !== null && !next.startsWith(`${path}?`)) throw new ApiError(0, options.failure ?? `Not a next page of ${path}: ${next}`);
  const { reply, res } = await send(route, next ?? first, undefined, options);
  return { items: reply, next: nextLinkOf(res.headers.get('link')) };
}
