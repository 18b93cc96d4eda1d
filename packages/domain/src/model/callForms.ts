import type { FieldDef } from './fields';
import { flag, number, referenceEntities, text, textList, TEXT, userEntities } from '@coffee/domain/pages';
import { TRACE_KEYS } from './batches';

const fieldOf = (fields: readonly FieldDef[], name: string): FieldDef => {
  const found = fields.find((field) => field.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
/** The same definition under the name a call sends it by. */
const renamed = (field: FieldDef, name: string): FieldDef => ({ ...field, name });

const userId = fieldOf(userEntities.UserBasicInfo.fields, 'user_id');
const systemKeys = referenceEntities.SystemTable.keys.map((key) => fieldOf(referenceEntities.SystemTable.fields, key));

/**
 * The parameters of the calls that are not a page's list, detail or save (sign-in, codes, the system table tool,
 * notes' counts): their names and value types, from the entity fields they carry where one exists. The server's
 * route schemas are generated from them (a value of the wrong JSON type is refused before the handler); whether a
 * value is required or known stays with each call.
 */
export const CALL_FORMS = {
  signIn: [{ ...userId, readOnly: false }, text('user_pass', { maxBytes: TEXT.codeName })],
  providerSignIn: [text('credential'), text('id_token'), text('code')],
  membershipRights: [textList('auth')],
  /** Code groups asked for, each `ID` or `ID|edit_at` of the copy the browser holds. */
  codeGroupLists: [textList('code_group')],
  codeGroupOptions: [flag('showreal')],
  /** The system table tool's schema and table, by the column names or as information_schema names them. */
  systemTable: [...systemKeys, ...systemKeys.map((field) => renamed(field, field.name.toUpperCase()))],
  /** A bean's serial (the user note's bean serial). */
  noteCount: [renamed(fieldOf(userEntities.UserQCCoffeebean.fields, 'coffeebean_uuid'), 'serial')],
  /** What a trace starts from (behaviour §12-2): a green lot, a roast batch or a blend batch, each by its keys. */
  trace: TRACE_KEYS.flat().map((name) => number(name)),
} as const satisfies Record<string, readonly FieldDef[]>;
