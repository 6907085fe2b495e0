import type { Query, Require_id } from 'mongoose';

/** What `timestamps: true` stores: name it in the schema's type, `new Schema<Record & Timestamps>(…, { timestamps: true })`. */
export interface Timestamps {
  createdAt: Date;
  updatedAt: Date;
}

/** What `timestamps: { createdAt: true, updatedAt: false }` stores. */
export interface CreatedAt {
  createdAt: Date;
}

/**
 * A stored record as `.lean()` reads it: the record's fields and its `_id` (an ObjectId unless the
 * record declares its own). A mapper takes one: `const toX = (doc: Lean<XRecord & Timestamps>): X => …`.
 */
export type Lean<T> = Require_id<T> & { __v?: number };

/** The plain object a query reads per document: mongoose derives it from the model's schema type and the projection. */
export type LeanDoc<Q> = Q extends Query<infer _Result, infer _Doc, infer _Helpers, infer _Raw, infer _Op, infer _Overrides, infer Doc> ? Doc : never;

type OneQuery = Query<{ _id: unknown } | null, unknown>;
type ManyQuery = Query<Array<{ _id: unknown }>, unknown>;

/**
 * Runs a one-document query lean and maps the document, or answers null. The mapper's parameter is
 * checked against what the query reads, so a mapper that expects a field the schema (or the
 * projection) does not give fails to compile.
 */
export async function leanOne<Q extends OneQuery, T>(query: Q, map: (doc: LeanDoc<Q>) => T): Promise<T | null> {
  const doc = await query.lean<LeanDoc<Q> | null>();
  return doc === null ? null : map(doc);
}

/** Runs a many-document query lean and maps every document (see leanOne). */
export async function leanMany<Q extends ManyQuery, T>(query: Q, map: (doc: LeanDoc<Q>) => T): Promise<T[]> {
  const docs = await query.lean<Array<LeanDoc<Q>>>();
  return docs.map((doc) => map(doc));
}
