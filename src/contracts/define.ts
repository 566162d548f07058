/**
 * One contract per API call: its method, path and the zod schemas of its request (query, body,
 * params) and its answer's data. The server validates with the request schemas and type-checks
 * its answer against the response schema; the console takes only the types (`import type`), so
 * zod never enters the browser bundle.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'DELETE' | 'PUT';
type Schema = z.ZodType;

export interface Contract<
  M extends Method = Method,
  P extends string = string,
  R extends Schema = Schema,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  Pa extends Schema | undefined = Schema | undefined,
> {
  method: M;
  /** As registered on the server; `:name` segments are filled from `params`. */
  path: P;
  response: R;
  query: Q;
  body: B;
  params: Pa;
}

interface Parts<R, Q, B, Pa> {
  response: R;
  query?: Q;
  body?: B;
  params?: Pa;
}

export function contract<
  M extends Method,
  P extends string,
  R extends Schema,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  Pa extends Schema | undefined = undefined,
>(method: M, path: P, parts: Parts<R, Q, B, Pa>): Contract<M, P, R, Q, B, Pa> {
  return {
    method,
    path,
    response: parts.response,
    query: parts.query as Q,
    body: parts.body as B,
    params: parts.params as Pa,
  };
}

/** The answer's data as the console receives it. */
export type ContractOut<C extends Contract> = z.output<C['response']>;
/** What a handler may return for it (before JSON). */
export type ContractIn<C extends Contract> = z.input<C['response']>;

/** A query or path value travels as text: where the server parses digits, a number is sent as well. */
type Wire<T> = T extends string ? string | number : T;
type WireObject<T> = { [K in keyof T]: Wire<T[K]> };

export type ContractQuery<C extends Contract> = C['query'] extends Schema ? WireObject<z.input<C['query']>> : undefined;
export type ContractParams<C extends Contract> = C['params'] extends Schema
  ? WireObject<z.input<C['params']>>
  : undefined;
export type ContractBody<C extends Contract> = C['body'] extends Schema ? z.input<C['body']> : undefined;
