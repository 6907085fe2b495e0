import type { z } from 'zod';
import type { AuditPhrase } from '../audit.schema';
import type { RouteContract } from './route-contract';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type SuccessBody<R> = R extends { 200: infer B } ? B : R extends { 201: infer B } ? B : R extends { 202: infer B } ? B : R extends { 204: infer B } ? B : never;
type Answer<C extends RouteContract> = SuccessBody<C['responses']> extends infer B ? (B extends z.ZodType ? z.input<B> : undefined) : undefined;

/** What an audited write's sentence may be made of. */
export interface AuditFacts<C extends RouteContract> {
  params: Parsed<C['request']['params']>;
  query: Parsed<C['request']['query']>;
  body: Parsed<C['request']['body']>;
  /** The answer, once the write succeeded. */
  result?: Answer<C>;
  /** The record's name as the handler gave it (an answer without one, such as a delete's 204, names nothing). */
  subject?: string;
}

export type AuditPhraseOf<C extends RouteContract> = (facts: AuditFacts<C>) => AuditPhrase;

/** The routes route() audits: writes on staff or admin routes (made by an admin). */
type AuditedKeys<T extends Record<string, RouteContract>> = {
  [K in keyof T]: T[K]['method'] extends 'get' ? never : T[K]['auth'] extends 'staff' | 'admin' ? K : never;
}[keyof T];

/** One sentence per audited route of a service: a route left out does not compile. */
export type AuditPhrases<T extends Record<string, RouteContract>> = { [K in AuditedKeys<T>]: AuditPhraseOf<T[K]> };

/** The contracts' phrases by contract, for route() to find. */
export function phrasesByContract<T extends Record<string, RouteContract>>(api: T, phrases: AuditPhrases<T>) {
  return Object.entries(phrases).map(([name, phrase]) => [api[name]!, phrase as AuditPhraseOf<RouteContract>] as const);
}

/** A name the log can show: never long, never a line break. */
export const label = (text: string | null | undefined, fallback = '') => {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim() || fallback;
  return clean.length > 80 ? `${clean.slice(0, 79)}…` : clean;
};
