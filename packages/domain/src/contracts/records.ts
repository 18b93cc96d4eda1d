// Calls that read or write one record through the engine (a member's own profile, a form reached through an event's
// QR link, a new organisation): a record is its columns by name, a save answers the record's keys and its new
// `edit_at`. Each area defines its own at its paths with these builders.
import { T, defineCall } from './define';

/** A record's columns by name, as the engine reads it (days as `YYYY-MM-DD`, stamps as the driver gives them). */
export const RecordValues = T.Record(T.String(), T.Unknown(), { description: "A record's columns by name." });

/** What a save answers: the written record's keys and its `edit_at`, which the next edit sends back. */
export const SavedRecord = T.Open(
  { edit_at: T.Optional(T.Unknown()) },
  { description: "The record's keys and its edit_at." },
);

/** A record's detail answer besides `result`: its first sub-list (or the record itself) as `detail_result`. */
export const recordDetailExtras = {
  detail_result: T.Unknown({ description: 'The record, or the rows of its first sub-list.' }),
};

const EventSerial = T.Optional(T.Union([T.String(), T.Null()]));

/**
 * A form reached through an event's QR link (`{base}/detail/:uuid`, `{base}/detail`, `{base}/edit`): the event by its
 * serial in the path or the body, and the form's save while the event is open (its fields typed by the route).
 */
export const eventFormCalls = (base: string, tag: string) => ({
  event: defineCall({
    path: `${base}/detail/:uuid`,
    method: 'GET',
    tag,
    summary: 'The event of a QR link, by its serial',
    params: T.Open({}),
    result: RecordValues,
    extras: recordDetailExtras,
  }),
  eventByBody: defineCall({
    path: `${base}/detail`,
    method: 'POST',
    tag,
    summary: 'The event of a QR link, by its serial (event_uuid)',
    params: T.Open({ event_uuid: EventSerial }),
    result: RecordValues,
    extras: recordDetailExtras,
  }),
  save: defineCall({
    path: `${base}/edit`,
    method: 'POST',
    tag,
    summary: 'Save the form through an open event',
    params: T.Open({ event_uuid: EventSerial }),
    result: SavedRecord,
    extras: { description: T.String() },
  }),
});

/**
 * A single record of the visitor's (`{base}/detail`, `{base}/edit`): read it, save it. `idSegment`: the detail's path
 * ends in a segment the page's route gives (its last), which the server ignores: the record is always the visitor's.
 */
const singleRecordCalls = (
  base: string,
  tag: string,
  summaries: readonly [detail: string, save: string],
  idSegment = false,
) => ({
  detail: defineCall({
    path: `${base}/detail${idSegment ? '/:id' : ''}`,
    method: 'GET+POST',
    tag,
    summary: summaries[0],
    params: T.Open(idSegment ? { id: T.Optional(T.String()) } : {}),
    result: RecordValues,
    extras: recordDetailExtras,
  }),
  save: defineCall({
    path: `${base}/edit`,
    method: 'POST',
    tag,
    summary: summaries[1],
    params: T.Open({ edit_at: T.Optional(T.Unknown()) }),
    result: SavedRecord,
  }),
});

/** The member's own profile in the selected organisation (`{base}/detail`, `{base}/edit`). */
export const profileCalls = (base: string, tag: string) => {
  const calls = singleRecordCalls(base, tag, ['My profile in the selected organisation', 'My profile: save']);
  return { profile: calls.detail, saveProfile: calls.save };
};

/** The selected organisation's own record, read and saved by its managers (behaviour §05-10). */
export const organisationInfoCalls = (base: string, tag: string) =>
  singleRecordCalls(
    base,
    tag,
    [
      "The selected organisation's details: money settings and business identity",
      "The selected organisation's details: save",
    ],
    true,
  );

/** A new organisation; its creator becomes its owner (behaviour §01-6). */
export const createOrganisationCall = (path: string, tag: string) =>
  defineCall({
    path,
    method: 'POST',
    tag,
    summary: 'A new organisation: the creator becomes its owner',
    params: T.Open({}),
    result: SavedRecord,
  });
