import { callQuery, useQuery } from '@coffee/api-client/query';
import { API_STATUS, isOk } from '@coffee/api-client';
import type { NoteRow } from './noteFacts';
import { settingNoteCalls } from '../../../model';

export type SettingNoteState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; cafe: NoteRow; rows: readonly NoteRow[] };

/** The public note of the cafe whose serial the QR code carries. */
export function useSettingNote(serial: string): SettingNoteState {
  const query = useQuery(callQuery(settingNoteCalls.note, { serial }));
  const response = query.data;
  if (query.isError) return { status: 'failed', retry: () => void query.refetch() };
  if (!response) return { status: 'loading' };
  if (isOk(response))
    return { status: 'ready', cafe: response.result as NoteRow, rows: response.dialin_list as NoteRow[] };
  if (response.status === API_STATUS.NOT_FOUND || response.status === API_STATUS.BAD_REQUEST)
    return { status: 'notFound' };
  return { status: 'failed', retry: () => void query.refetch() };
}

/** The serial of the signed-in member's cafe (to show its QR code); undefined for guests and other users. */
export function useOwnNoteSerial(enabled: boolean): string | undefined {
  const query = useQuery({ ...callQuery(settingNoteCalls.serial, {}), enabled });
  const response = query.data;
  return response && isOk(response) ? (response.result.cafe_note_uuid ?? undefined) : undefined;
}
