import { Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { pagePath } from '@coffee/domain';
import { Link, useSearchParams } from '@coffee/field-toolkit/runtime';
import { rangeOf } from '../RoastingPlan/plan';
import { CommitmentCard } from './CommitmentCard';
import { scheduleQuery } from './schedule';
import { useCanManageSchedule } from './useScheduleWrite';
import { ROASTER_PAGES } from '../../../model';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  range: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  day: { display: 'grid', gap: tokens.spacingVerticalS },
  cards: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  },
});

/**
 * The roasting schedule (behaviour §05-9): what the roastery agreed to roast, day by day, each commitment with its
 * machine and person, done once its batch is recorded. Managers add batches from the production plan.
 */
export function Screen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [query, setQuery] = useSearchParams();
  const range = rangeOf(query);
  const schedule = useQuery({ ...scheduleQuery(range.from, range.to), enabled: range.valid });
  const canManage = useCanManageSchedule();
  const setDate = (name: 'from' | 'to', value: string) =>
    setQuery(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('from', range.from);
        params.set('to', range.to);
        if (value) params.set(name, value);
        return params;
      },
      { replace: true },
    );
  const entries = schedule.data?.entries ?? [];
  const days = [...new Set(entries.map((entry) => entry.schedule_date))];
  return (
    <div className={styles.root}>
      <h1>{t('area.schedule.title')}</h1>
      <Text>{t('area.schedule.hint')}</Text>
      <div className={styles.range}>
        <Field label={t('area.plan.from')}>
          <Input type="date" value={range.from} onChange={(_, data) => setDate('from', data.value)} />
        </Field>
        <Field
          label={t('area.plan.to')}
          validationMessage={range.valid ? undefined : t('area.plan.badRange', { days: range.maxDays })}
        >
          <Input type="date" value={range.to} onChange={(_, data) => setDate('to', data.value)} />
        </Field>
      </div>
      {!range.valid ? null : schedule.isPending ? (
        <Text>{t('widgets.loading')}</Text>
      ) : !schedule.data ? (
        <Text role="alert">{t('area.schedule.failed')}</Text>
      ) : days.length === 0 ? (
        <Text>
          {t('area.schedule.empty')}{' '}
          {canManage && <Link to={pagePath(ROASTER_PAGES.RoastingPlan)}>{t('area.schedule.toPlan')}</Link>}
        </Text>
      ) : (
        days.map((day) => {
          const ofDay = entries.filter((entry) => entry.schedule_date === day);
          return (
            <section key={day} className={styles.day} aria-label={day}>
              <h2>
                {t('area.schedule.dayOf', {
                  day,
                  done: ofDay.filter((entry) => entry.roasting_result_seq !== null).length,
                  count: ofDay.length,
                })}
              </h2>
              <div className={styles.cards}>
                {ofDay.map((entry) => (
                  <CommitmentCard
                    key={entry.schedule_seq}
                    entry={entry}
                    choices={schedule.data!}
                    canManage={canManage}
                  />
                ))}
              </div>
            </section>
          );
        })
      )}
    </div>
  );
}
