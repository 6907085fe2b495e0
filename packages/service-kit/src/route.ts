import type { Express, Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { Identity } from '@wsms/contracts';
import {
  isMediaResponse,
  successOf,
  DEADLINE_HEADER,
  type AuditFacts,
  type MediaResponse,
  type RouteAuth,
  type RouteContract,
  type RouteRequest,
} from '@wsms/contracts/api';
import { auditChanges, auditTarget } from './audit/audit-changes';
import { auditTrailOf } from './audit/audit-context';
import type { AuditTrail } from './audit/audit-trail';
import { auditSentence } from './audit/audit-sentence';
import { AppError } from './app-error';
import { requireAuth, requireRole } from './identity';
import { requireInternalCaller } from './internal-caller';
import { parseOrThrow } from './validate';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

type SuccessBodyOf<R> = R extends { 200: infer B } ? B : R extends { 201: infer B } ? B : R extends { 202: infer B } ? B : R extends { 204: infer B } ? B : never;

/** What the handler returns: the success body as sent (checked against the contract's schema by tsc). */
export type RouteResult<C extends RouteContract> =
  SuccessBodyOf<C['responses']> extends infer B
    ? B extends null
      ? void
      : B extends MediaResponse
        ? string | Buffer
        : B extends z.ZodType
          ? z.input<B>
          : never
    : never;

export interface RouteInput<C extends RouteContract> {
  params: Parsed<C['request']['params']>;
  query: Parsed<C['request']['query']>;
  /** The parsed JSON body, or for a `rawBody` route what the route's `before` middleware left in req.body. */
  body: C['request'] extends { rawBody: object } ? unknown : Parsed<C['request']['body']>;
  /** Set for every route that needs a session; possibly set on public routes (e.g. to show admins more). */
  identity: C['auth'] extends 'user' | 'staff' | 'admin' ? Identity : Identity | undefined;
  /** For the audit log's sentence: the name of the record written, when the answer does not carry it (a delete). */
  audit: { subject?: string };
  /** On a `deadline` route: the milliseconds its caller said it has left (DEADLINE_HEADER), when it said. */
  deadlineMs: C extends { deadline: true } ? number | undefined : undefined;
  req: Request;
  res: Response;
}

export type RouteHandler<C extends RouteContract> = (input: RouteInput<C>) => Promise<RouteResult<C>> | RouteResult<C>;

export interface RouteOptions {
  /** Middleware run before the auth check and input parsing (rate limits, a raw body parser, a session lookup). */
  before?: RequestHandler[];
}

const guards: Record<RouteAuth, RequestHandler[]> = {
  public: [],
  user: [requireAuth],
  staff: [requireRole('staff')],
  admin: [requireRole('admin')],
  internal: [requireInternalCaller],
};

function parseInput(request: RouteRequest, req: Request) {
  const part = (schema: z.ZodType | undefined, value: unknown, name: string) =>
    schema ? parseOrThrow(schema, value ?? {}, `Invalid ${name}`) : undefined;
  return {
    params: part(request.params, req.params, 'params'),
    query: part(request.query, req.query, 'query'),
    body: request.rawBody ? req.body : part(request.body, req.body, 'body'),
  };
}

function send(res: Response, contract: RouteContract, result: unknown) {
  const { status, body } = successOf(contract);
  res.status(status);
  if (body === null) res.end();
  else if (isMediaResponse(body)) {
    if (!res.get('Content-Type')) res.type(body.media);
    res.send(result);
  } else res.json(result);
}

/** A positive whole number of milliseconds in the caller's DEADLINE_HEADER, on a `deadline` route only. */
function deadlineOf(contract: RouteContract, req: Request): number | undefined {
  if (contract.deadline !== true) return undefined;
  const asked = Number(req.get(DEADLINE_HEADER));
  return Number.isFinite(asked) && asked > 0 ? Math.floor(asked) : undefined;
}

/** Admin writes on the dashboards' routes (staff or admin contracts) are audited, staff's too where the contract says; reads and public forms are not. */
const isAuditedWrite = (contract: RouteContract, req: Request) =>
  contract.method !== 'get' &&
  (contract.auth === 'staff' || contract.auth === 'admin') &&
  (req.identity?.role === 'admin' || (contract.auditStaff === true && req.identity?.role === 'staff'));

const statusOf = (err: unknown) => (err instanceof AppError ? err.status : ((err as { status?: number }).status ?? 500));

/**
 * Runs the handler between the two halves of its audit entry: written first (no entry, no change),
 * completed with the status the caller gets.
 */
async function runAudited<C extends RouteContract>(contract: C, req: Request, input: RouteInput<C>, handler: RouteHandler<C>) {
  const trail = auditTrailOf(req);
  if (!trail || !isAuditedWrite(contract, req)) return handler(input);
  return withAuditEntry(trail, contract, req, req.identity!, input, req.body, () => handler(input));
}

type AuditedInput = Pick<RouteInput<RouteContract>, 'params' | 'query' | 'body' | 'audit'>;

async function withAuditEntry<T>(trail: AuditTrail, contract: RouteContract, req: Request, identity: Identity, input: AuditedInput, sentBody: unknown, run: () => Promise<T> | T) {
  const facts = (result?: unknown) => ({ params: input.params, query: input.query, body: input.body, result, subject: input.audit.subject }) as AuditFacts<RouteContract>;
  const id = await trail.begin({
    identity,
    action: contract.summary,
    phrase: auditSentence(contract, facts()),
    method: contract.method.toUpperCase(),
    path: req.originalUrl.split('?')[0] ?? req.path,
    target: auditTarget(input.params, undefined),
    changes: auditChanges(sentBody, { valuesPrivate: contract.privateBody === true }),
  });
  const finish = (status: number, result?: unknown) =>
    trail
      .finish(id, { status, target: auditTarget(input.params, result), phrase: auditSentence(contract, facts(result)) })
      .catch((err: unknown) => req.log?.error({ err, auditId: String(id) }, 'audit outcome not recorded'));
  try {
    const result = await run();
    await finish(successOf(contract).status, result);
    return result;
  } catch (err) {
    await finish(statusOf(err));
    throw err;
  }
}

/**
 * An internal write made for an admin another service has checked (it sends who they are; only the
 * gateway signs identities): audited naming that admin, with the sentence `asContract` would have.
 */
export function auditedFor<T>(
  req: Request,
  { actor, asContract, body, sent }: { actor: Identity; asContract: RouteContract; body: unknown; sent: unknown },
  run: () => Promise<T>,
): Promise<T> {
  const trail = auditTrailOf(req);
  if (!trail) return run();
  return withAuditEntry(trail, asContract, req, actor, { params: {}, query: {}, body, audit: {} } as AuditedInput, sent, run);
}

/**
 * Mounts a route declared in `@wsms/contracts/api`: `before` middleware, then the contract's auth
 * (401/403), then params, query and body parsed with its zod schemas (400 naming the fields), then
 * the handler (audited when an admin writes), whose return value is sent with the contract's success status.
 */
export function route<C extends RouteContract>(
  router: Router | Express,
  contract: C,
  handler: RouteHandler<C>,
  options: RouteOptions = {},
): void {
  const run: RequestHandler = async (req, res) => {
    const input = { ...parseInput(contract.request, req), identity: req.identity, audit: {}, deadlineMs: deadlineOf(contract, req), req, res } as RouteInput<C>;
    const result = await runAudited(contract, req, input, handler);
    // A handler that streamed its answer (a CSV export) has sent it already.
    if (!res.headersSent) send(res, contract, result);
  };
  // An Express app routes like a Router; one signature keeps the call simple.
  (router as Router)[contract.method](contract.path, [...(options.before ?? []), ...guards[contract.auth], run]);
}
