import type { z } from 'zod';
import type { Method } from './endpoint';
import type { endpoints } from './endpoints';

/**
 * The endpoint table's types, as its callers name endpoints: by path without `/api/` ('Freight/Search'), apart by
 * method, with the body, query and answer types of their zod schemas. Types only: importing them brings neither
 * zod nor a handler along.
 */
type Entry = (typeof endpoints)[keyof typeof endpoints];
type NameOf<E> = E extends { path: `/api/${infer N}` } ? N : never;
type EntryOf<M extends Method, N extends string> = Extract<Entry, { method: M; path: `/api/${N}` }>;
/** A schema's input type; undefined where the endpoint takes none (its optional property is typed `schema | undefined`). */
type Input<S> = [S] extends [undefined] ? undefined : z.input<NonNullable<S>>;

/** The names of the endpoints called with GET, and with POST. */
export type GetName = NameOf<Extract<Entry, { method: 'GET' }>>;
export type PostName = NameOf<Extract<Entry, { method: 'POST' }>>;

/** What a POST sends: the JSON body its schema takes, or the form of a multipart endpoint (an upload). */
export type BodyOf<N extends PostName> = NonNullable<EntryOf<'POST', N>['bodyKind']> extends 'multipart' ? FormData : Input<EntryOf<'POST', N>['body']>;
export type QueryOf<N extends GetName> = Input<EntryOf<'GET', N>['query']>;
export type AnswerOf<M extends Method, N extends string> = z.output<EntryOf<M, N>['response']>;

