// The code lists' calls (behaviour §01-7.2): the kernel's, read by every area's selects and labels.
import { T, defineCall } from './define';
import { LookupOption } from './lookups';

const CodeList = T.Open({
  code_list: T.Array(T.Open({}, { description: 'A code: its id, names in both languages, order and use.' })),
  edit_at: T.Unknown({ description: "When the group last changed: the copy's `since`." }),
});

export const codeCalls = {
  /**
   * The code lists of the groups asked for (`code_group`: ids, each `ID|since` to skip a group unchanged since then),
   * by group id; groups that do not exist are left out. Open to guests (the flavor wheel).
   */
  lists: defineCall({
    path: '/api/code/simple',
    method: 'POST',
    tag: 'codes',
    summary: 'Code lists changed since the copies held',
    params: T.Open({}),
    result: T.Record(T.String(), CodeList),
  }),
  /** Clears the server's code cache, so edited code tables are read again (administrators). */
  reload: defineCall({
    path: '/api/code/reload',
    method: 'POST',
    tag: 'codes',
    summary: 'Clear the code cache (administrators)',
    params: T.Open({}),
    result: T.Null(),
    extras: { description: T.Literal('code_reload_ok') },
  }),
  /** The code groups as options (`showreal` includes groups not in use), for the code list page. */
  groups: defineCall({
    path: '/api/codegroup/simple',
    method: 'GET+POST',
    tag: 'codes',
    summary: 'Code groups as options',
    params: T.Open({}),
    result: T.Array(LookupOption),
  }),
};

/**
 * A bean's short code typed on a public page (behaviour §10-4.3): the serial it stands for and the public page its QR
 * code opens. Open to guests.
 */
export const shortCodeCall = defineCall({
  path: '/api/public/shortcode/:code',
  method: 'GET',
  tag: 'public',
  summary: 'The serial and public page of a bean short code',
  params: T.Open({}),
  result: T.Open({ page: T.String(), serial: T.String() }),
});
