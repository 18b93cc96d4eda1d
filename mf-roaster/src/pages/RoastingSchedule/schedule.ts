import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import type { ApiResponse } from '@coffee/api-client';
import { lookupQuery, sendWrite, writeCall } from '@coffee/api-client/query';

/** The schedule's calls (behaviour §05-9). */
export const SCHEDULE_CALLS = {
  list: '/api/roaster/roasting/schedule/list',
  add: '/api/roaster/roasting/schedule/add',
  edit: '/api/roaster/roasting/schedule/edit',
  remove: '/api/roaster/roasting/schedule/delete',
} as const;

export interface GreenRow {
  greenbean_roaster_seq: number;
  greenbean_year: number | null;
  greenbean_mass: number;
}

/** A stored commitment as the list answers it, with the batch that fulfilled it. */
export interface Commitment {
  schedule_seq: number;
  schedule_date: string;
  roasting_seq: number;
  name: string | null;
  name_kr: string | null;
  roaster_equip_seq: number | null;
  equip_name: string | null;
  equip_name_kr: string | null;
  schedule_user: number | null;
  user_name: string | null;
  schedule_green_mass: number;
  greenbean_list: GreenRow[];
  roasting_result_year: number | null;
  roasting_result_seq: number | null;
  roasted_on: string | null;
  roasting_batch_no: number | null;
}

export interface ScheduleAnswer {
  entries: Commitment[];
  machines: Array<{ roaster_equip_seq: number; equip_name: string | null; equip_name_kr: string | null }>;
  members: Array<{ user_seq: number; user_name: string }>;
}

export const scheduleQuery = (from: string, to: string) =>
  queryOptions({
    ...lookupQuery<ScheduleAnswer>(SCHEDULE_CALLS.list, { schedule_from: from, schedule_to: to }),
    select: (answer: ApiResponse<ScheduleAnswer>): ScheduleAnswer | null => (isOk(answer) ? answer.result : null),
  });

/** A planned batch to commit to: its day, recipe and green rows. */
export interface NewCommitment {
  schedule_date: string;
  roasting_seq: number;
  schedule_green_mass: number;
  greenbean_list: readonly GreenRow[];
}

export const addCommitments = (batches: readonly NewCommitment[]) =>
  sendWrite(writeCall<{ schedule_seq_list: number[] }>(SCHEDULE_CALLS.add), { batches });

/** Moves (day, machine) or assigns (person) a commitment. */
export const editCommitment = (
  seq: number,
  changes: Partial<Pick<Commitment, 'schedule_date' | 'roaster_equip_seq' | 'schedule_user'>>,
) => sendWrite(writeCall<{ schedule_seq: number }>(SCHEDULE_CALLS.edit), { schedule_seq: seq, ...changes });

export const removeCommitment = (seq: number) =>
  sendWrite(writeCall<{ schedule_seq: number }>(SCHEDULE_CALLS.remove), { schedule_seq: seq });
