// The public tools' hand-written calls (bean pages opened from a QR code, a cafe's public note): one contract each,
// read by the page that calls it and the route that serves it. Most are open to guests.
import { RecordValues, T, defineCall } from '@coffee/domain/contracts';
import type { Static } from '@coffee/domain/contracts';

/** A text parameter, or nothing (the handler says what it requires). */
const TextParam = () => T.Optional(T.Union([T.String(), T.Null()]));
/** A flag or number parameter as the pages send it. */
const NumberParam = () => T.Optional(T.Union([T.Number(), T.String(), T.Null()]));

/** The public bean pages, one per kind of serial a QR code carries (behaviour §03-2.2, §03-7.6). */
export type BeanPageKind = 'blend' | 'blendResult' | 'coffeebean' | 'received' | 'cafeBlend' | 'cafeBlendResult';

/**
 * A bean by the serial its QR code carries, as far as its public stage shows it to the visitor: the bean (`result`
 * and `detail_result`), its batch when the serial names one, and its green beans.
 */
const beanInfo = (path: string, tag: string, serial: string, summary: string) =>
  defineCall({
    path,
    method: 'GET+POST',
    tag,
    summary,
    params: T.Open({
      [serial]: TextParam(),
      /** The cafe's reading: the stage the roastery gave its partner cafes applies. */
      check_cafe_public_stage: NumberParam(),
      check_usernote: NumberParam(),
    }),
    result: RecordValues,
    extras: {
      detail_result: RecordValues,
      blending_result: T.Nullable(RecordValues),
      greenbean_list: T.Array(RecordValues),
    },
  });

/** Each bean page's call. */
export const beanInfoCalls = {
  blend: beanInfo('/api/user/beaninfo/default', 'BeanInfo', 'blending_uuid', "A roastery's blend by its serial"),
  blendResult: beanInfo(
    '/api/user/beaninfo/detail',
    'BeanDetail',
    'blending_result_uuid',
    "A roastery's blend batch by its serial",
  ),
  coffeebean: beanInfo('/api/user/cafebean/default', 'CafeBeanInfo', 'coffeebean_uuid', "A cafe's bean by its serial"),
  received: beanInfo(
    '/api/user/cafebean/detail',
    'CafeBeanDetail',
    'received_uuid',
    "A cafe's received batch by its serial",
  ),
  cafeBlend: beanInfo('/api/cafe/beaninfo/default', 'BeanInfo', 'blending_uuid', 'A blend as its cafe reads it'),
  cafeBlendResult: beanInfo(
    '/api/cafe/beaninfo/detail',
    'BeanDetail',
    'blending_result_uuid',
    'A blend batch as its cafe reads it',
  ),
} satisfies Record<BeanPageKind, unknown>;
export type BeanInfoAnswer = Static<typeof beanInfoCalls.blend.result>;

/** How many coffee notes were written on a serial: a number only, who wrote them stays private. */
export const noteCountCall = defineCall({
  path: '/api/user/beaninfo/notecount',
  method: 'GET+POST',
  tag: 'UserQCCoffeebean',
  summary: 'Notes written on a serial',
  params: T.Open({ serial: TextParam() }),
  result: T.Open({ notes: T.Number() }),
});

/** What a guest sees of a dial-in: the bean, how it is brewed and how it tastes (no stock, no equipment keys). */
const NoteRow = RecordValues;

export const settingNoteCalls = {
  /** A cafe's public note by the serial its QR code carries: its name, and the latest public dial-in of each bean. */
  note: defineCall({
    path: '/api/public/cafe/settingnote/:serial',
    method: 'GET',
    tag: 'dial-in',
    summary: "A cafe's public note: the latest public dial-in of each bean in use",
    params: T.Open({}),
    result: T.Open({ cafe_name: T.Nullable(T.String()), cafe_name_kr: T.Nullable(T.String()) }),
    extras: { dialin_list: T.Array(NoteRow) },
  }),
  /** The serial of the signed-in member's cafe note (to show its QR code). */
  serial: defineCall({
    path: '/api/cafe/setting/note/serial',
    method: 'GET',
    tag: 'dial-in',
    summary: "The serial of the selected cafe's public note",
    params: T.Open({}),
    result: T.Open({ cafe_note_uuid: T.Nullable(T.String()) }),
  }),
};
