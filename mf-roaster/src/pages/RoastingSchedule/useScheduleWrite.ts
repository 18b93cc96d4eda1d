import { isOk, useSessionStore } from '@coffee/api-client';
import type { ApiResponse } from '@coffee/api-client';
import { callKeys, useQueryClient } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { pagePath } from '@coffee/domain';
import { answerText } from '@coffee/field-toolkit/dialogs';
import { rightsOf } from '@coffee/field-toolkit/engine';
import { scheduleCalls } from './schedule';
import { ROASTER_PAGES } from '../../../model';

/**
 * Runs a schedule change and, when it went through, reloads the schedule and the plan; a refusal comes back as its
 * message in the visitor's language, the field named by its written label.
 */
export function useScheduleWrite() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async (send: () => Promise<ApiResponse<unknown>>): Promise<string | null> => {
    const answer = await send();
    if (!isOk(answer)) return answerText(t, answer);
    await client.invalidateQueries({ queryKey: callKeys.all(scheduleCalls.list) });
    return null;
  };
}

/** Whether the visitor may set the schedule (add, move, assign, remove): the schedule page's update right. */
export function useCanManageSchedule(): boolean {
  const user = useSessionStore((state) => state.user);
  const rights = useSessionStore((state) => state.rights);
  const selected = useSessionStore((state) => state.selected);
  return rightsOf(pagePath(ROASTER_PAGES.RoastingSchedule), { user, rights, selected }).edit;
}
