// Calls typed by their contract (src/contracts): the endpoint names the call, the contract types its
// input and answer. A module of its own so tests that replace `api` also replace what `call` sends.
import type { ContractAt, ContractBody, ContractOut, ContractParams, ContractQuery, Endpoint } from '../contracts';
import { api, type CallOptions } from './api';

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };
/** What a call of endpoint E sends: its query, body and path params as its contract has them, and the call's options. */
export type CallInput<E extends Endpoint> = Omit<CallOptions, 'query' | 'body'> &
  Part<'query', ContractQuery<ContractAt<E>>> &
  Part<'body', ContractBody<ContractAt<E>>> &
  Part<'params', ContractParams<ContractAt<E>>>;
/** The data of endpoint E's answer, as its contract has it. */
export type DataOf<E extends Endpoint> = ContractOut<ContractAt<E>>;
type Args<E extends Endpoint> =
  Record<string, never> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** `:name` segments of a contract's path filled from params, each encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value == null) throw new Error(`${path}: ${name} saknas`);
    return encodeURIComponent(String(value));
  });
}

/** One call typed by its contract (src/contracts): `call('GET bookings/:id', { params: { id } })`. */
export function call<E extends Endpoint>(endpoint: E, ...[input]: Args<E>): Promise<DataOf<E>> {
  const space = endpoint.indexOf(' ');
  const method = endpoint.slice(0, space) as ContractAt<E>['method'];
  const { params, ...opts } = (input ?? {}) as CallOptions & { params?: Record<string, string | number> };
  return api<DataOf<E>>(method, fillPath(endpoint.slice(space + 1), params), opts);
}
