import type { z } from 'zod';
import type { MediaResponse, RouteContract, SuccessStatus } from './route-contract';

/**
 * What a caller sends and gets back, typed from a route's contract: the same zod schemas the service
 * validates with. Types only, so a browser client typed from them carries no zod.
 */
type Schema<R, K extends string> = R extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;

export type RouteParams<C extends RouteContract> = Schema<C['request'], 'params'>;
export type RouteQuery<C extends RouteContract> = Schema<C['request'], 'query'>;
/** A JSON body, or the FormData of a multipart upload. */
export type RouteBody<C extends RouteContract> = C['request'] extends { rawBody: { media: 'multipart/form-data' } }
  ? FormData
  : Schema<C['request'], 'body'>;

/** A part the route does not take may be left out; one whose fields are all optional may be too. */
type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : object extends T ? { [P in K]?: T } : { [P in K]: T };

export type RouteInput<C extends RouteContract> = Part<'params', RouteParams<C>> & Part<'query', RouteQuery<C>> & Part<'body', RouteBody<C>>;

type SuccessBody<C extends RouteContract> = C['responses'][Extract<keyof C['responses'], SuccessStatus>];

/** The parsed JSON of the success answer; undefined for a 204. A file answer is not read as JSON. */
export type RouteReply<C extends RouteContract> =
  SuccessBody<C> extends infer S ? (S extends z.ZodType ? z.output<S> : S extends MediaResponse ? never : undefined) : never;
