import type { FieldDef } from './fields';
import { flag, text, textList, TEXT } from '@coffee/domain/pages';

/**
 * The parameters of the calls that are not a page's list, detail or save (sign-in, membership rights, the code
 * lists): their names and value types, from the entity fields they carry where one exists. The server's
 * route schemas are generated from them (a value of the wrong JSON type is refused before the handler); whether a
 * value is required or known stays with each call.
 */
export const CALL_FORMS = {
  signIn: [text('user_id', { maxBytes: TEXT.codeName }), text('user_pass', { maxBytes: TEXT.codeName })],
  providerSignIn: [text('credential'), text('id_token'), text('code')],
  membershipRights: [textList('auth')],
  /** Code groups asked for, each `ID` or `ID|edit_at` of the copy the browser holds. */
  codeGroupLists: [textList('code_group')],
  codeGroupOptions: [flag('showreal')],
} as const satisfies Record<string, readonly FieldDef[]>;
