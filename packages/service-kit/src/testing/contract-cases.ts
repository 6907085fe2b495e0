import type { Express } from 'express';
import { apiErrorSchema, errorsOf, isMediaResponse, successOf, type RouteContract } from '@wsms/contracts/api';
import type { z } from 'zod';
import { listRoutes } from './list-routes';

export interface CaseRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON (a string is sent as is). */
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

function urlOf(base: string, contract: RouteContract, request: CaseRequest) {
  const path = contract.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`case for ${contract.path} lacks the ${name} parameter`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(request.query ?? {}).toString();
  return `${base}${path}${query ? `?${query}` : ''}`;
}

async function call(base: string, contract: RouteContract, request: CaseRequest) {
  const hasBody = request.body !== undefined;
  return fetch(urlOf(base, contract, request), {
    method: contract.method.toUpperCase(),
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...request.headers },
    body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
  });
}

/** Parses with the schema and insists nothing was dropped: the answer carries only documented fields. */
function expectExactly(schema: z.ZodType, json: unknown) {
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new Error(`answer does not match its schema:\n${JSON.stringify(parsed.error.issues, null, 2)}\n${JSON.stringify(json).slice(0, 2000)}`);
  expect(parsed.data).toEqual(json);
}

async function expectAnswerMatches(contract: RouteContract, res: Response) {
  const success = successOf(contract);
  if (res.status !== success.status) {
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    return expectExactly(apiErrorSchema, await res.json());
  }
  if (success.body === null) return expect(await res.text()).toBe('');
  if (isMediaResponse(success.body)) {
    expect(res.headers.get('content-type')).toContain(success.body.media);
    return expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expectExactly(success.body, await res.json());
}

/**
 * Table-driven contract tests: every case calls the real service and checks the status is the
 * expected one and declared by the contract, and the body matches the declared schema exactly.
 * The suite also fails when a route lacks a success case or a case for any declared status
 * below 500, or when a target mounts a route that has no contract. That every contract is served
 * follows from its success case answering with its schema.
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
      const missing = Object.entries(contracts).flatMap(([name, contract]) => {
        const seen = new Set((cases[name as keyof T] ?? []).map((c) => c.status));
        return declaredStatuses(contract)
          .filter((status) => status < 500 && !seen.has(status))
          .map((status) => `${name} (${contract.method} ${contract.path}): no case answering ${status}`);
      });
      expect(missing).toEqual([]);
    });

    it('When the service runs, then every route it mounts has a contract', () => {
      const key = (r: { method: string; path: string }) => `${r.method.toLowerCase()} ${r.path}`;
      const contracted = new Set(Object.values(contracts).map(key));
      for (const [name, target] of Object.entries(suite.targets)) {
        const uncontracted = listRoutes(target().app).map(key).filter((route) => !contracted.has(route));
        expect({ target: name, uncontracted }).toEqual({ target: name, uncontracted: [] });
      }
    });

    it.each(rows)('When %s', async (_name, contract, contractCase) => {
      const request = typeof contractCase.request === 'function' ? await contractCase.request() : (contractCase.request ?? {});
      const target = suite.targets[contractCase.on ?? 'main'];
      if (!target) throw new Error(`no target named ${contractCase.on}`);
      const res = await call(target().url, contract, request);
      if (res.status !== contractCase.status) {
        throw new Error(`expected ${contractCase.status}, got ${res.status}: ${(await res.text()).slice(0, 500)}`);
      }
      expect(declaredStatuses(contract)).toContain(res.status);
      await expectAnswerMatches(contract, res);
    });
  });
}
