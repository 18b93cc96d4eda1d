import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { Refusal, T, pathParamNames } from '@coffee/domain/contracts';
import type { CallContract, OkAnswerOf, TSchema } from '@coffee/domain/contracts';
import type { FieldDef } from '@coffee/domain';
import type { JsonSchema } from './schemas';
import { bodySchemaOf, callSchemaOf } from './schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract a route serves (its path), for the route table's check. */
    contract?: string;
  }
}

/**
 * What a route serving a contract answers: the contract's OK answer (a refusal is thrown as an `ApiError`), or the
 * reply it sent itself (an answer kept as text, a 304).
 */
export type CallHandler<C extends CallContract> = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<OkAnswerOf<C> | FastifyReply>;

/** The OK answer of a call as a schema: `status: 'OK'`, its `result` and its extras; nothing it sends is dropped. */
export const okAnswerSchema = (contract: CallContract): TSchema =>
  T.Open({ status: T.Literal('OK'), result: contract.result, ...contract.extras.properties });

/**
 * The route schema of a call, from its contract: its parameters (the query of a GET, the body of a POST, each `:name`
 * of its path), its OK answer and its refusals (every 4xx answer: status, message key, the field it names).
 */
export function callRouteSchema(
  contract: CallContract,
  method: 'GET' | 'POST',
  fields: readonly FieldDef[] = [],
  callFields: readonly FieldDef[] = [],
): JsonSchema {
  const names = pathParamNames(contract.path);
  // Which parameters a call needs is the handler's to say, after the visitor's rights (a guest is 401 first), naming
  // the field (`field_required`); the schema types each parameter sent.
  const { required: _required, ...typed } = contract.params;
  // A form's fields are typed by their entity (each value's JSON types), beside the parameters the contract names.
  const formFields = (bodySchemaOf(fields).properties ?? {}) as Record<string, JsonSchema>;
  const ownFields = (callSchemaOf(callFields).body.properties ?? {}) as Record<string, JsonSchema>;
  const params = { ...typed, properties: { ...formFields, ...ownFields, ...typed.properties } };
  return {
    tags: [contract.tag],
    summary: contract.summary,
    ...(names.length > 0 ? { params: T.Object(Object.fromEntries(names.map((name) => [name, T.String()]))) } : {}),
    [method === 'GET' ? 'querystring' : 'body']: params,
    response: { 200: okAnswerSchema(contract), '4xx': Refusal },
  };
}

/** How a call's route is set up besides its contract. */
export interface ServeOptions {
  /** The route's config (its rate limit). */
  config?: FastifyContextConfig;
  /** The fields of the form the call reads or saves, typed by their entity (the engine's values of each). */
  fields?: readonly FieldDef[];
  /** The call's own parameters as fields (`CALL_FORMS`), each typed as the pages send it (a list of texts, a flag). */
  callFields?: readonly FieldDef[];
  /** An upload: a multipart body (its fields and files), read by the handler part by part; the largest it takes. */
  upload?: { bodyLimit: number };
}

/**
 * The route schema of an upload: its multipart body documented with the fields the contract names (the body is read
 * part by part by the handler, so nothing is there to validate before it), its answers as any call's.
 */
function uploadRouteSchema(contract: CallContract): JsonSchema {
  const { type: _type, required: _required, ...fields } = contract.params;
  return {
    ...callRouteSchema(contract, 'POST'),
    body: { content: { 'multipart/form-data': { schema: fields } } },
  };
}

/**
 * Serves a hand-written call from its contract: the route's path, method and schemas are the contract's, so the
 * server validates what the page sends (a value of the wrong type is 400 `field_NaN` naming it, before the handler)
 * and the OpenAPI page documents its answers. A read served by GET and POST (`GET+POST`) gets one route of each.
 */
export function serveCall<C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  handler: CallHandler<C>,
  { config = {}, fields = [], callFields = [], upload }: ServeOptions = {},
): void {
  const methods: Array<'GET' | 'POST'> = contract.method === 'GET+POST' ? ['GET', 'POST'] : [contract.method];
  for (const method of methods) {
    const route: RouteOptions = {
      method,
      url: contract.path,
      schema: upload ? uploadRouteSchema(contract) : callRouteSchema(contract, method, fields, callFields),
      config: { ...config, contract: contract.path },
      handler,
      ...(upload ? { bodyLimit: upload.bodyLimit } : {}),
    };
    app.route(route);
  }
}

/** A `:name` segment of the request's path, as text. */
export const pathParam = (request: FastifyRequest, name: string): string =>
  String((request.params as Record<string, unknown> | undefined)?.[name] ?? '');

/** The `:seq` segment of the request's path. */
export const pathSeq = (request: FastifyRequest): string => pathParam(request, 'seq');
