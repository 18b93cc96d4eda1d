import type { EntityDef, ValidateOptions } from '@coffee/domain';
import { validateRecord } from '../domain';
import type { Row } from '../db/database';
import { badRequest } from '../http/errors';

/**
 * Refuses values the definition refuses, by the domain's validator: 400 with its message key as `description`, the
 * `field` (a sub-list row field indexed), the violated `bound` and the `other` field a rule pairs it with.
 */
export function refuseInvalid(definition: EntityDef, values: Row, options: ValidateOptions): void {
  const failure = validateRecord(definition, values, options);
  if (failure)
    throw badRequest(failure.key, {
      field: failure.field,
      ...(failure.bound !== undefined ? { bound: failure.bound } : {}),
      ...(failure.other !== undefined ? { other: failure.other } : {}),
    });
}
