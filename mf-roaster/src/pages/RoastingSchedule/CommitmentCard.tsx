import {
  Badge,
  Button,
  Caption1,
  Card,
  Field,
  Input,
  Select,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePath } from '@coffee/domain';
import { Link, usePreferences } from '@coffee/field-toolkit/runtime';
import { roastBatchPath } from '../../shared/planBatch';
import { kgText, nameIn } from '../RoastingPlan/plan';
import { editCommitment, removeCommitment } from './schedule';
import type { Commitment, ScheduleAnswer } from './schedule';
import { useScheduleWrite } from './useScheduleWrite';
import { ROASTER_PAGES } from '../../../model';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  title: { margin: 0, flexGrow: 1 },
  facts: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM },
  controls: {
    display: 'grid',
    gap: tokens.spacingHorizontalS,
    gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
    alignItems: 'end',
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/**
 * One commitment of the schedule (behaviour §05-9): recipe, machine, person, green; done with its batch, or "Roast
 * this batch"; a manager moves it to another day or machine, assigns it or removes it while it is open.
 */
export function CommitmentCard({
  entry,
  choices,
  canManage,
}: {
  entry: Commitment;
  choices: Pick<ScheduleAnswer, 'machines' | 'members'>;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const english = locale === 'en';
  const run = useScheduleWrite();
  const [error, setError] = useState<string | null>(null);
  const done = entry.roasting_result_seq !== null;
  const change = async (send: () => ReturnType<typeof editCommitment>) => setError(await run(send));
  const machine = english ? (entry.equip_name ?? entry.equip_name_kr) : (entry.equip_name_kr ?? entry.equip_name);
  const recipe = nameIn(english, entry, String(entry.roasting_seq));
  return (
    <Card className={styles.card} aria-label={`${entry.schedule_date} ${recipe}`} data-commitment={entry.schedule_seq}>
      <div className={styles.head}>
        <Subtitle2 as="h3" className={styles.title}>
          {recipe}
        </Subtitle2>
        <Badge appearance="tint" color={done ? 'success' : 'informative'}>
          {done ? t('area.schedule.done') : t('area.schedule.open')}
        </Badge>
      </div>
      <dl className={styles.facts}>
        <dt>{t('area.schedule.machine')}</dt>
        <dd>{machine ?? t('area.schedule.noMachine')}</dd>
        <dt>{t('area.schedule.person')}</dt>
        <dd>{entry.user_name ?? t('area.schedule.nobody')}</dd>
        <dt>{t('area.schedule.green')}</dt>
        <dd>{kgText(entry.schedule_green_mass, locale)}</dd>
      </dl>
      <div className={styles.actions}>
        {done ? (
          <Link
            to={`${pagePath(ROASTER_PAGES.RoastingResult)}/${entry.roasting_result_year}_${entry.roasting_result_seq}`}
          >
            {t('area.schedule.batchOf', { day: entry.roasted_on, no: entry.roasting_batch_no ?? '-' })}
          </Link>
        ) : (
          <Link
            to={roastBatchPath({
              roasting_seq: entry.roasting_seq,
              rows: entry.greenbean_list,
              schedule_seq: entry.schedule_seq,
            })}
          >
            {t('area.plan.roastThis')}
          </Link>
        )}
      </div>
      {canManage && !done && (
        <div className={styles.controls}>
          <Field label={t('area.schedule.moveTo')}>
            <Input
              type="date"
              value={entry.schedule_date}
              onChange={(_, data) => {
                if (data.value) void change(() => editCommitment(entry.schedule_seq, { schedule_date: data.value }));
              }}
            />
          </Field>
          <Field label={t('area.schedule.machine')}>
            <Select
              value={entry.roaster_equip_seq === null ? '' : String(entry.roaster_equip_seq)}
              onChange={(_, data) =>
                void change(() =>
                  editCommitment(entry.schedule_seq, {
                    roaster_equip_seq: data.value ? Number(data.value) : null,
                  }),
                )
              }
            >
              <option value="">{t('area.schedule.noMachine')}</option>
              {choices.machines.map((option) => (
                <option key={option.roaster_equip_seq} value={option.roaster_equip_seq}>
                  {(english ? option.equip_name : option.equip_name_kr) ?? option.equip_name ?? option.equip_name_kr}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('area.schedule.person')}>
            <Select
              value={entry.schedule_user === null ? '' : String(entry.schedule_user)}
              onChange={(_, data) =>
                void change(() =>
                  editCommitment(entry.schedule_seq, { schedule_user: data.value ? Number(data.value) : null }),
                )
              }
            >
              <option value="">{t('area.schedule.nobody')}</option>
              {choices.members.map((option) => (
                <option key={option.user_seq} value={option.user_seq}>
                  {option.user_name}
                </option>
              ))}
            </Select>
          </Field>
          <Button onClick={() => void change(() => removeCommitment(entry.schedule_seq))}>
            {t('area.schedule.remove')}
          </Button>
        </div>
      )}
      {error && (
        <Caption1 role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
          {error}
        </Caption1>
      )}
    </Card>
  );
}
