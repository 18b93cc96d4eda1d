// A hand-written call's contract: one definition of its path, method, parameters and answer, read by the page that
// calls it (the api-client's query factory) and by the route that serves it (request and response schemas, so the
// server validates what it receives and the OpenAPI page documents what it answers).
import {
  Array as ArrayOf,
  Boolean as BooleanValue,
  Integer,
  Literal,
  Null,
  Number as NumberValue,
  Object as ObjectOf,
  Optional,
  Record as RecordOf,
  String as Text,
  Tuple,
  Union,
  Unknown,
} from 'typebox';
import type { Static, TObject, TProperties, TSchema } from 'typebox';

export type { Static, TObject, TProperties, TSchema };

/** Nothing, or a value of `schema` (a column that may be empty). */
const Nullable = <S extends TSchema>(schema: S) => Union([schema, Null()]);

/**
 * The schema builders contracts are written with: TypeBox's (JSON Schema with its static type), one shared copy for
 * the suite. Objects of an answer are open (`Open`): the server sends what the handler built, never less.
 */
export const T = {
  Object: ObjectOf,
  /** An object whose listed properties are typed and whose other properties pass (answers, parameters). */
  Open: <P extends TProperties>(properties: P, options: { description?: string } = {}) =>
    ObjectOf(properties, { additionalProperties: true, ...options }),
  String: Text,
  Number: NumberValue,
  Integer,
  Boolean: BooleanValue,
  Literal,
  Union,
  Array: ArrayOf,
  Tuple,
  Optional,
  Null,
  Nullable,
  Unknown,
  Record: RecordOf,
  /** A record's serial or a count as the forms send it: a number, or its digits as text (a query string). */
  Serial: (options: { description?: string } = {}) => Union([NumberValue(), Text({ pattern: '^\\d+$' })], options),
  /** A day, `YYYY-MM-DD`. */
  Day: (options: { description?: string } = {}) => Text({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', ...options }),
};

/** How a call is sent: a GET with its parameters in the query, a POST with a JSON body, or a read served by both. */
export type CallMethod = 'GET' | 'POST' | 'GET+POST';

export interface CallContract<
  P extends TObject = TObject,
  R extends TSchema = TSchema,
  X extends TProperties = TProperties,
> {
  /** `/api/...`; a `:name` segment is filled from the parameter of that name. */
  readonly path: string;
  readonly method: CallMethod;
  /** What the call does, for the OpenAPI page. */
  readonly summary: string;
  /** Its parameters (body of a POST, query of a GET), each typed; properties not listed pass to the handler. */
  readonly params: P;
  /** The `result` of its `status: 'OK'` answer. */
  readonly result: R;
  /** Properties of the OK answer besides `status` and `result` (a count, a second record). */
  readonly extras: TObject<X>;
  /** The OpenAPI tag of its family. */
  readonly tag: string;
}

/** The parameters of a call, as its page sends them. */
export type ParamsOf<C extends CallContract> = Static<C['params']>;
/** The `result` of a call's OK answer. */
export type ResultOf<C extends CallContract> = Static<C['result']>;
/** The other properties of a call's OK answer. */
export type ExtrasOf<C extends CallContract> = Static<C['extras']>;
/** A call's OK answer as its route builds it. */
export type OkAnswerOf<C extends CallContract> = { status: 'OK'; result: ResultOf<C> } & ExtrasOf<C>;

/** One hand-written call, defined once for the page that calls it and the route that serves it. */
export function defineCall<P extends TObject, R extends TSchema, X extends TProperties = Record<never, never>>(call: {
  path: string;
  method: CallMethod;
  summary: string;
  tag: string;
  params: P;
  result: R;
  extras?: X;
}): CallContract<P, R, X> {
  if (!call.path.startsWith('/api/')) throw new Error(`A call's path starts with /api/: ${call.path}`);
  return Object.freeze({
    path: call.path,
    method: call.method,
    summary: call.summary,
    tag: call.tag,
    params: call.params,
    result: call.result,
    extras: ObjectOf((call.extras ?? {}) as X),
  });
}

/** The `:name` segments of a call's path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/**
 * The path a call is sent to with these parameters, and the parameters left for its query or body: each `:name`
 * segment takes the parameter of that name, encoded.
 */
export function callTarget(
  contract: Pick<CallContract, 'path'>,
  params: Readonly<Record<string, unknown>>,
): { path: string; rest: Record<string, unknown> } {
  const rest: Record<string, unknown> = { ...params };
  const path = contract.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path, rest };
}

/**
 * A refusal (behaviour §01-8): the HTTP code as `status` (`'noauth'` for 401), a message key as `description`, and
 * what it names: the field and its bound, a record's names, a mass, when to try again.
 */
export const Refusal = T.Open(
  {
    status: Text(),
    description: Text(),
    field: Optional(Text()),
    bound: Optional(Union([NumberValue(), Text()])),
    names: Optional(T.Open({ kr: Optional(Nullable(Text())), en: Optional(Nullable(Text())) })),
    mass: Optional(NumberValue()),
    retry_after: Optional(NumberValue()),
  },
  { description: 'A refusal: the HTTP code as status and a message key as description (nothing was written).' },
);
