import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route. `user`, `staff` and `admin` follow the role hierarchy of spec section 6
 * (admin > staff > user) and need the session cookie; `internal` routes are for other services only
 * (x-internal-secret header), never routed by the gateway and left out of the public document.
 */
export type RouteAuth = 'public' | 'user' | 'staff' | 'admin' | 'internal';

/** A non-JSON answer (an image, a file): the handler returns the bytes or text. */
export interface MediaResponse {
  media: string;
  description: string;
}

/** A body the route does not parse (a signed webhook's raw bytes, an upload): documented, handed over as is. */
export interface RawRequestBody {
  media: string;
  schema?: z.ZodType;
  description?: string;
}

export interface RouteRequest {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  rawBody?: RawRequestBody;
}

export type SuccessStatus = 200 | 201 | 202 | 204;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;
export type SuccessBody = z.ZodType | MediaResponse | null;

/** One success status with its body schema (null for 204), and every error status with what it means. */
export type RouteResponses = { [S in SuccessStatus]?: SuccessBody } & { [E in ErrorStatus]?: string };

export interface RouteContract {
  method: HttpMethod;
  /** Express syntax: `/api/instructors/:id`. */
  path: string;
  auth: RouteAuth;
  /** Staff members' writes are audited too (admins' always are): e.g. waiving a forfeited credit. */
  auditStaff?: boolean;
  summary: string;
  description?: string;
  request: RouteRequest;
  responses: RouteResponses;
  /** The body holds private text (the clinical record): an audit entry names the fields sent, never their values. */
  privateBody?: true;
  /**
   * A POST that may be sent again with the same body and changes nothing the second time (a read sent
   * as POST, or a write keyed by the caller): the internal client retries it as it does GET, PUT and DELETE.
   */
  idempotent?: true;
  /**
   * The route works within the time its caller has left, sent as `x-deadline-ms` (DEADLINE_HEADER):
   * the internal client sends it, and the route reads it as its handler's `deadlineMs`.
   */
  deadline?: true;
}

/** Where every `internal` route's path starts: closed to callers without the secret. */
export const INTERNAL_PATH_PREFIX = '/internal';
/** The header an `internal` route is called with: the shared INTERNAL_SECRET (never an identity). */
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';
/** The header a `deadline` route is told its caller's time left in (milliseconds). */
export const DEADLINE_HEADER = 'x-deadline-ms';

export const successStatuses: readonly SuccessStatus[] = [200, 201, 202, 204];

export const isMediaResponse = (body: SuccessBody | undefined): body is MediaResponse =>
  typeof body === 'object' && body !== null && 'media' in body;

/** The route's one success status and its body. */
export function successOf(contract: RouteContract): { status: SuccessStatus; body: SuccessBody } {
  const found = successStatuses.filter((status) => contract.responses[status] !== undefined);
  if (found.length !== 1) throw new Error(`${contract.method} ${contract.path}: declare exactly one success status`);
  const status = found[0]!;
  return { status, body: contract.responses[status]! };
}

const authErrors = (contract: RouteContract): Partial<Record<ErrorStatus, string>> => {
  switch (contract.auth) {
    case 'public':
      return {};
    case 'user':
      return { 401: 'Not signed in' };
    case 'internal':
      return { 403: 'Missing or wrong x-internal-secret' };
    default:
      return { 401: 'Not signed in', 403: `Signed in below the ${contract.auth} role` };
  }
};

const hasInput = ({ request }: RouteContract) => Boolean(request.params ?? request.query ?? request.body);

/**
 * Every error status a route can answer: the ones it declares, plus 400 for a route with input and
 * 401/403 from its auth. A declared description is kept after the automatic one ("…; or …").
 */
export function errorsOf(contract: RouteContract): Map<ErrorStatus, string> {
  const automatic: Partial<Record<ErrorStatus, string>> = {
    ...(hasInput(contract) ? { 400: 'Invalid input: the message and `errors` name the fields' } : {}),
    ...authErrors(contract),
  };
  const errors = new Map<ErrorStatus, string>();
  const statuses = new Set([...Object.keys(automatic), ...Object.keys(contract.responses)].map(Number));
  for (const status of [...statuses].sort((a, b) => a - b) as ErrorStatus[]) {
    if ((successStatuses as readonly number[]).includes(status)) continue;
    const declared = contract.responses[status];
    errors.set(status, [automatic[status], declared].filter(Boolean).join('; or '));
  }
  return errors;
}

/** Declares a route; `const` keeps the literal types the service's handler is typed from. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => {
  successOf(contract);
  return contract;
};
