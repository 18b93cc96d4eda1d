import { queryOptions } from '@tanstack/react-query';
import { isOk } from '@coffee/api-client';
import { callQuery, callWrite, sendWrite } from '@coffee/api-client/query';
import type { CallAnswer } from '@coffee/api-client/query';
import { scheduleCalls } from '../../../model';
import type { Commitment, PlanGreenRow, ScheduleAnswer } from '../../../model';

export type { Commitment, ScheduleAnswer };
export type GreenRow = PlanGreenRow;
export { scheduleCalls };

export const scheduleQuery = (from: string, to: string) =>
  queryOptions({
    ...callQuery(scheduleCalls.list, { schedule_from: from, schedule_to: to }),
    select: (answer: CallAnswer<typeof scheduleCalls.list>): ScheduleAnswer | null =>
      isOk(answer) ? answer.result : null,
  });

/** A planned batch to commit to: its day, recipe and green rows. */
export interface NewCommitment {
  schedule_date: string;
  roasting_seq: number;
  schedule_green_mass: number;
  greenbean_list: readonly GreenRow[];
}

export const addCommitments = (batches: readonly NewCommitment[]) =>
  sendWrite(callWrite(scheduleCalls.add), { batches: [...batches] });

/** Moves (day, machine) or assigns (person) a commitment. */
export const editCommitment = (
  seq: number,
  changes: Partial<Pick<Commitment, 'schedule_date' | 'roaster_equip_seq' | 'schedule_user'>>,
) => sendWrite(callWrite(scheduleCalls.edit), { schedule_seq: seq, ...changes });

export const removeCommitment = (seq: number) => sendWrite(callWrite(scheduleCalls.remove), { schedule_seq: seq });
