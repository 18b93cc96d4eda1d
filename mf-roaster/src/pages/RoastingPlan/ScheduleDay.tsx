import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanBatch } from '@coffee/domain';
import { pagePath } from '@coffee/domain';
import { Link } from '@coffee/field-toolkit/runtime';
import { addCommitments } from '../RoastingSchedule/schedule';
import { useCanManageSchedule, useScheduleWrite } from '../RoastingSchedule/useScheduleWrite';
import { ROASTER_PAGES } from '../../../model';

/**
 * A manager turns the day's planned batches into schedule commitments (behaviour §05-9), each with its recipe, day
 * and green rows; the schedule then shows them to the roasters.
 */
export function ScheduleDay({ batches }: { batches: readonly PlanBatch[] }) {
  const { t } = useTranslation();
  const canManage = useCanManageSchedule();
  const run = useScheduleWrite();
  const [outcome, setOutcome] = useState<{ error: string | null; count: number } | null>(null);
  if (!canManage || batches.length === 0) return null;
  const schedule = async () => {
    const error = await run(() =>
      addCommitments(
        batches.map((batch) => ({
          schedule_date: batch.date,
          roasting_seq: batch.roasting_seq,
          schedule_green_mass: batch.green,
          greenbean_list: batch.rows,
        })),
      ),
    );
    setOutcome({ error, count: batches.length });
  };
  return (
    <>
      <Button appearance="primary" onClick={() => void schedule()}>
        {t('area.plan.schedule', { count: batches.length })}
      </Button>
      {outcome &&
        (outcome.error ? (
          <Text role="alert">{outcome.error}</Text>
        ) : (
          <Text role="status">
            {t('area.plan.scheduled', { count: outcome.count })}{' '}
            <Link to={pagePath(ROASTER_PAGES.RoastingSchedule)}>{t('area.plan.openSchedule')}</Link>
          </Text>
        ))}
    </>
  );
}
