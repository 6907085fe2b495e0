import type { z } from 'zod';
import {
  DEADLINE_HEADER,
  INTERNAL_SECRET_HEADER,
  apiErrorSchema,
  isMediaResponse,
  successOf,
  type ApiError,
  type RouteContract,
  type RouteInput,
  type RouteReply,
} from '@wsms/contracts/api';
import { routePath } from '@wsms/contracts/route-path';
import { deadlineExceeded, timeLeftMs } from '../deadline';

/** How long one call may take, its retries included, unless the service says otherwise (INTERNAL_TIMEOUT_MS). */
export const DEFAULT_INTERNAL_TIMEOUT_MS = 3000;
/** Further tries of an idempotent call after a lost connection or a 502/503/504, each after a longer pause. */
export const INTERNAL_RETRIES = 2;
const BACKOFF_MS = 50;

/**
 * Why a call failed: `unreachable` (no answer: refused, reset), `timeout` (no answer within the
 * call's time), `refused` (a 4xx), `failed` (a 5xx), `bad-answer` (a success whose body breaks the contract).
 */
export type InternalFailure = 'unreachable' | 'timeout' | 'refused' | 'failed' | 'bad-answer';

/** The one error of every service-to-service call, for the adapter to translate into its own answer. */
export class InternalCallError extends Error {
  constructor(
    /** `GET /internal/instructors`: the contract's method and path. */
    public readonly route: string,
    public readonly code: InternalFailure,
    /** The answer's status; null when none came. */
    public readonly status: number | null,
    message: string,
    /** The service's own error body (`{ message, errors }`), when it sent one. */
    public readonly reply?: ApiError,
  ) {
    super(message);
    this.name = 'InternalCallError';
  }
}

export const isInternalCallError = (error: unknown): error is InternalCallError => error instanceof InternalCallError;

export interface InternalClientOptions {
  /** The service's origin (`http://127.0.0.1:4002`). */
  baseUrl: string;
  /** INTERNAL_SECRET: sent on `internal` routes only. */
  secret?: string;
  /** The whole call's time, retries included (DEFAULT_INTERNAL_TIMEOUT_MS). */
  timeoutMs?: number;
  /** INTERNAL_RETRIES unless set (0: one try). */
  retries?: number;
}

/** Per call: headers to add (a relayed identity, the request id, a cookie). */
export interface CallExtra {
  headers?: Record<string, string>;
}

/** The input may be left out when the route needs none. */
export type InternalCallArgs<C extends RouteContract> = object extends RouteInput<C> ? [input?: RouteInput<C>, extra?: CallExtra] : [input: RouteInput<C>, extra?: CallExtra];

/** The parsed success answer and its headers (a `Link` to the next page). */
export interface InternalAnswer<C extends RouteContract> {
  body: RouteReply<C>;
  headers: Headers;
}

/** GET, PUT and DELETE, and a POST its contract marks `idempotent`: safe to send again. */
export const isIdempotent = (contract: RouteContract) => contract.method === 'get' || contract.method === 'put' || contract.method === 'delete' || contract.idempotent === true;

const RETRIED_STATUSES = new Set([502, 503, 504]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function errorReply(res: Response): Promise<ApiError | undefined> {
  const parsed = apiErrorSchema.safeParse(await res.json().catch(() => null));
  return parsed.success ? parsed.data : undefined;
}

async function readAnswer<C extends RouteContract>(contract: C, name: string, res: Response): Promise<RouteReply<C>> {
  const { body } = successOf(contract);
  if (body === null || isMediaResponse(body)) {
    await res.body?.cancel();
    return undefined as RouteReply<C>;
  }
  const parsed = (body as z.ZodType).safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new InternalCallError(name, 'bad-answer', res.status, `${name} answered ${res.status} with a body its contract does not allow`);
  return parsed.data as RouteReply<C>;
}

/**
 * Calls one route of another service as its contract declares it: the path filled from `params` and
 * `query`, the body as JSON, the secret on `internal` routes, the caller's time left on `deadline`
 * routes. One policy for every call:
 * - one time limit for the whole call (`timeoutMs`), shortened to the request's deadline (`withDeadline`)
 *   when that comes first; a call cut by that deadline throws the kit's 503 `deadline-exceeded`;
 * - idempotent routes (`isIdempotent`) are tried again after a lost connection or a 502/503/504, at
 *   most `retries` times, pausing 50 ms, then 150 ms, within the same time limit;
 * - any other failure is an `InternalCallError` (code and status) for the adapter to translate.
 */
export async function callInternal<C extends RouteContract>(contract: C, options: InternalClientOptions, ...[input, extra]: InternalCallArgs<C>): Promise<InternalAnswer<C>> {
  const name = `${contract.method.toUpperCase()} ${contract.path}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_INTERNAL_TIMEOUT_MS;
  const left = timeLeftMs();
  if (left === 0) throw deadlineExceeded();
  const budget = left === undefined ? timeoutMs : Math.min(left, timeoutMs);
  const cutByDeadline = left !== undefined && left <= timeoutMs;
  if (contract.auth === 'internal' && !options.secret) throw new Error(`${name} is internal: the client needs INTERNAL_SECRET`);
  const body = (input as { body?: unknown } | undefined)?.body;
  const headers: Record<string, string> = {
    ...(body !== undefined && { 'content-type': 'application/json' }),
    ...(contract.auth === 'internal' && { [INTERNAL_SECRET_HEADER]: options.secret! }),
    ...(contract.deadline && { [DEADLINE_HEADER]: String(budget) }),
    ...extra?.headers,
  };
  const url = `${options.baseUrl}${routePath(contract.path, input)}`;
  const signal = AbortSignal.timeout(budget);
  const tries = 1 + (isIdempotent(contract) ? (options.retries ?? INTERNAL_RETRIES) : 0);
  for (let attempt = 1; ; attempt += 1) {
    let res: Response | undefined;
    let lost: unknown;
    try {
      res = await fetch(url, { method: contract.method.toUpperCase(), headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    } catch (error) {
      lost = error;
    }
    const again = attempt < tries && !signal.aborted && (res === undefined || RETRIED_STATUSES.has(res.status));
    if (again) {
      await res?.body?.cancel();
      await pause(BACKOFF_MS * 3 ** (attempt - 1));
      if (!signal.aborted) continue;
    }
    if (signal.aborted && (res === undefined || again)) {
      if (cutByDeadline) throw deadlineExceeded();
      throw new InternalCallError(name, 'timeout', null, `${name} did not answer within ${budget} ms`);
    }
    if (res === undefined) throw new InternalCallError(name, 'unreachable', null, `${name} could not be reached: ${(lost as Error).message}`);
    if (res.status === successOf(contract).status) return { body: await readAnswer(contract, name, res), headers: res.headers };
    const reply = await errorReply(res);
    // A 503 from a service that ran out of the time we gave it is our deadline, spent.
    if (res.status === 503 && cutByDeadline && (timeLeftMs() ?? 0) <= 0) throw deadlineExceeded();
    throw new InternalCallError(name, res.status >= 500 ? 'failed' : 'refused', res.status, reply?.message ?? `${name} answered ${res.status}`, reply);
  }
}

/** One function per route of `routes`, each answering the parsed success body. */
export type RouteClient<R extends Record<string, RouteContract>> = { [K in keyof R]: (...args: InternalCallArgs<R[K]>) => Promise<RouteReply<R[K]>> };

/** A typed client of a group of routes (a service's generated `internalRoutes`, or public routes called on a user's behalf). */
export function routeClient<R extends Record<string, RouteContract>>(routes: R, options: InternalClientOptions): RouteClient<R> {
  const entries = Object.entries(routes).map(([key, contract]) => [
    key,
    async (...args: InternalCallArgs<RouteContract>) => (await callInternal(contract, options, ...args)).body,
  ]);
  return Object.fromEntries(entries) as RouteClient<R>;
}

/**
 * What an adapter answers for a failed call: the handler of the error's status when there is one (it
 * may answer a value, e.g. null for a 404, or throw the adapter's own error), else `otherwise()`
 * thrown. Errors that are not the client's (the request's deadline) pass through as they are.
 */
export async function answerOr<T, R = never>(
  call: Promise<T>,
  otherwise: (error: InternalCallError) => Error,
  byStatus: { [status: number]: (error: InternalCallError) => R | Promise<R> } = {},
): Promise<T | R> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof InternalCallError)) throw error;
    const handle = error.status === null ? undefined : byStatus[error.status];
    if (handle) return handle(error);
    throw otherwise(error);
  }
}
