import type { FieldDef } from '@coffee/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { BOOLEAN_VALUES, fieldLabel } from '../domain';

/** A JSON schema (the part Fastify validates with and @fastify/swagger documents). */
export type JsonSchema = Record<string, unknown>;

/** What the domain's validator takes as "no value" (null, a blank string, an empty list): never refused here. */
const EMPTY: JsonSchema[] = [{ type: 'null' }, { type: 'string', pattern: '^\\s*$' }, { type: 'array', maxItems: 0 }];

/**
 * The JSON types a field's values may have, the ones the domain's validator refuses as `field_NaN` whatever their
 * bounds: numbers arrive as numbers or numeric text, yes/no as one of its values, dates as text. Texts and lists take
 * any value (the validator measures them). Bounds stay with the validator, which reads numbers as stored and texts in
 * bytes.
 */
function valueSchema(field: FieldDef): JsonSchema | null {
  switch (field.type) {
    case 'number':
      return { anyOf: [{ type: ['number', 'string'] }, ...EMPTY] };
    case 'boolean':
      return { anyOf: [{ enum: [...BOOLEAN_VALUES] }, ...EMPTY] };
    case 'date':
    case 'datetime':
    case 'month':
    case 'time':
      return { anyOf: [{ type: 'string' }, ...EMPTY] };
    default:
      return null;
  }
}

/**
 * Fields whose value the validator always checks when sent: editable ones, not sub-lists, not shown only under a
 * condition (a hidden field's value is ignored), not locked on update (ignored on an edit).
 */
const alwaysChecked = (field: FieldDef): boolean =>
  !field.readOnly &&
  !field.generated &&
  !field.audit &&
  !field.computed &&
  !field.lockedOnUpdate &&
  !field.rows &&
  !field.directFor &&
  !field.showWhen;

/**
 * The body schema of a form, generated from its field definitions: each field's name, label and the JSON types it
 * takes. Other properties pass (organisation, locale, edit_at, sub-list changes), and so does a body that is no
 * object: the handler answers those as it always has.
 */
export function bodySchemaOf(fields: readonly FieldDef[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of fields) {
    const schema = alwaysChecked(field) ? valueSchema(field) : null;
    if (schema) properties[field.name] = { ...schema, description: fieldLabel(field.name, 'en') };
  }
  return { properties };
}

/** Each JSON type a call's parameter may have: texts text, lists lists of text, numbers and yes/no as the forms send them. */
function parameterSchema(field: FieldDef): JsonSchema {
  switch (field.type) {
    case 'string':
      return { type: ['string', 'null'] };
    case 'stringArray':
      return { anyOf: [{ type: 'array', items: { type: 'string' } }, ...EMPTY] };
    default:
      return valueSchema(field) ?? {};
  }
}

/**
 * The parameters of a hand-written call (`CALL_FORMS` of the domain, or the entity fields it takes), every one typed:
 * the body of a POST and the query of a GET. A value of the wrong type is 400 `field_NaN` naming it; whether it is
 * required or known stays with the handler. Other properties pass.
 */
export function callSchemaOf(fields: readonly FieldDef[]): { body: JsonSchema; querystring: JsonSchema } {
  const properties = Object.fromEntries(
    fields.map((field) => [field.name, { ...parameterSchema(field), description: fieldLabel(field.name, 'en') }]),
  );
  return { body: { properties }, querystring: { properties } };
}

/** The parameters of a route's path (`/api/:org/...`), each text. */
export const pathParamsSchema = (...names: string[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(names.map((name) => [name, { type: 'string' }])),
  required: names,
});

/** The path parameter of `GET {detail}/:id`: the record id (its keys joined by `_`). */
export const detailParamsSchema = pathParamsSchema('id');

/** A read served at one path by GET (its parameters in the query) and POST (in the body), with one schema. */
export function getAndPost(
  app: FastifyInstance,
  path: string,
  schema: JsonSchema & { body?: JsonSchema },
  handler: (request: FastifyRequest) => Promise<unknown>,
  config: FastifyContextConfig = {},
): void {
  const { body: _body, ...query } = schema;
  app.get(path, { schema: query, config }, handler);
  app.post(path, { schema, config }, handler);
}
