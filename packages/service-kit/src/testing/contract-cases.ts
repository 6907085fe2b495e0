import type { Express } from 'express';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import { apiErrorSchema, errorsOf, isMediaResponse, successOf, type RouteContract } from '@wsms/contracts/api';
import { listRoutes } from './list-routes';

export interface CaseRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON (a string or bytes are sent as is, e.g. a multipart upload with its own content-type header). */
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ContractCase {
  /** Completes "When …, then <route> answers <status>": what the caller does. */
  when: string;
  status: number;
  /** A function runs just before the call, so it can insert the data the case needs. */
  request?: CaseRequest | (() => CaseRequest | Promise<CaseRequest>);
  /** Which running service answers (a key of the suite's targets); default `main`. */
  on?: string;
}

/** One list of cases per route of the contract group: a route without cases does not compile. */
export type ContractCases<T extends Record<string, RouteContract>> = { [K in keyof T]: ContractCase[] };

export interface RunningTarget {
  url: string;
  app: Express;
}

export interface ContractSuite<T extends Record<string, RouteContract>> {
  contracts: T;
  cases: ContractCases<T>;
  /** The running service under test, and any differently configured instances (e.g. with Stripe). */
  targets: { main: () => RunningTarget } & Record<string, () => RunningTarget>;
}

const declaredStatuses = (contract: RouteContract) => [successOf(contract).status as number, ...errorsOf(contract).keys()];
const routeKey = (r: { method: string; path: string }) => `${r.method.toLowerCase()} ${r.path}`;

/** Routes lacking a case for their success or for a declared status below 500 (5xx need a broken dependency). */
export function missingCases(contracts: Record<string, RouteContract>, cases: Record<string, ContractCase[] | undefined>): string[] {
  return Object.entries(contracts).flatMap(([name, contract]) => {
    const seen = new Set((cases[name] ?? []).map((c) => c.status));
    return declaredStatuses(contract)
      .filter((status) => status < 500 && !seen.has(status))
      .map((status) => `${name} (${routeKey(contract)}): no case answering ${status}`);
  });
}

/** Routes an app mounts that no contract of the group declares. */
export function uncontractedRoutes(app: Express, contracts: Record<string, RouteContract>): string[] {
  const contracted = new Set(Object.values(contracts).map(routeKey));
  return listRoutes(app).map(routeKey).filter((route) => !contracted.has(route));
}

const bodyBytes = (body: string | Uint8Array) => (typeof body === 'string' ? body : new Uint8Array(body));

export function callRoute(base: string, contract: RouteContract, request: CaseRequest) {
  const path = contract.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`case for ${contract.path} lacks the ${name} parameter`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query ?? {}).toString();
  const hasBody = request.body !== undefined;
  const raw = typeof request.body === 'string' || request.body instanceof Uint8Array;
  return fetch(`${base}${path}${query ? `?${query}` : ''}`, {
    method: contract.method.toUpperCase(),
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...request.headers },
    body: hasBody ? (raw ? bodyBytes(request.body as string | Uint8Array) : JSON.stringify(request.body)) : undefined,
  });
}

const fail = (message: string): never => {
  throw new Error(message);
};

/** Parses with the schema and insists nothing was dropped: the answer carries only documented fields. */
function matchExactly(schema: z.ZodType, json: unknown, what: string) {
  const parsed = schema.safeParse(json);
  if (!parsed.success) fail(`${what} does not match its schema: ${JSON.stringify(parsed.error.issues)} in ${JSON.stringify(json).slice(0, 1000)}`);
  if (!isDeepStrictEqual(parsed.data, json)) fail(`${what} has fields its schema does not declare:\n  sent     ${JSON.stringify(json).slice(0, 1000)}\n  declared ${JSON.stringify(parsed.data).slice(0, 1000)}`);
}

const isJson = (res: Response) => /^application\/json/.test(res.headers.get('content-type') ?? '');

/**
 * Throws unless the answer has the expected status, the contract declares it, and the body matches
 * its schema. Resolves to the parsed JSON body (undefined for empty and media answers).
 */
export async function checkAnswer(contract: RouteContract, expectedStatus: number, res: Response): Promise<unknown> {
  const text = await res.text();
  if (res.status !== expectedStatus) fail(`expected ${expectedStatus}, got ${res.status}: ${text.slice(0, 500)}`);
  if (!declaredStatuses(contract).includes(res.status)) fail(`${res.status} is not declared by ${routeKey(contract)}`);
  const success = successOf(contract);
  if (res.status !== success.status) {
    if (!isJson(res)) fail(`error answer is not JSON: ${res.headers.get('content-type')}`);
    const error: unknown = JSON.parse(text);
    matchExactly(apiErrorSchema, error, `the ${res.status} answer`);
    return error;
  }
  if (success.body === null) {
    if (text !== '') fail(`a ${res.status} answer has a body: ${text.slice(0, 200)}`);
    return;
  }
  if (isMediaResponse(success.body)) {
    if (!(res.headers.get('content-type') ?? '').startsWith(success.body.media)) fail(`expected ${success.body.media}, got ${res.headers.get('content-type')}`);
    if (text.length === 0) fail('the media answer is empty');
    return;
  }
  if (!isJson(res)) fail(`answer is not JSON: ${res.headers.get('content-type')}`);
  const body: unknown = JSON.parse(text);
  matchExactly(success.body, body, `the ${res.status} answer`);
  return body;
}

/**
 * Table-driven contract tests: every case calls the real service and checks the status is the
 * expected one and declared by the contract, and the body matches the declared schema exactly.
 * The suite also fails when a route lacks a success case or a case for any declared status
 * below 500, when a target mounts a route that has no contract, or when a list route only ever
 * answered empty lists. That every contract is served follows from its success case answering
 * with its schema.
 */
export function describeContract<T extends Record<string, RouteContract>>(title: string, suite: ContractSuite<T>) {
  const { contracts, cases } = suite;
  const rows = Object.entries(contracts).flatMap(([name, contract]) =>
    (cases[name as keyof T] ?? []).map(
      (c) => [`${c.when}, then ${contract.method.toUpperCase()} ${contract.path} answers ${c.status}`, contract, c] as const,
    ),
  );

  describe(title, () => {
    it('When the cases are listed, then every route has a case for its success and for each declared status below 500', () => {
      expect(missingCases(contracts, cases)).toEqual([]);
    });

    it('When the service runs, then every route it mounts has a contract', () => {
      for (const [name, target] of Object.entries(suite.targets)) {
        expect({ target: name, uncontracted: uncontractedRoutes(target().app, contracts) }).toEqual({ target: name, uncontracted: [] });
      }
    });

    // An empty list matches any item schema, so each list route must show at least one item somewhere.
    const listed = new Map<RouteContract, boolean>();
    it.each(rows)('When %s', async (_name, contract, contractCase) => {
      const request = typeof contractCase.request === 'function' ? await contractCase.request() : (contractCase.request ?? {});
      const target = suite.targets[contractCase.on ?? 'main'] ?? fail(`no target named ${contractCase.on}`);
      const body = await checkAnswer(contract, contractCase.status, await callRoute(target().url, contract, request));
      if (Array.isArray(body)) listed.set(contract, (listed.get(contract) ?? false) || body.length > 0);
    });

    it('When every case has run, then every list route answered at least one non-empty list', () => {
      const empty = [...listed].filter(([, seen]) => !seen).map(([contract]) => routeKey(contract));
      expect(empty).toEqual([]);
    });
  });
}
