import { Table, TableBody, TableCell, TableHeaderCell, TableRow, Text, makeStyles } from '@fluentui/react-components';
import { codeGroupsQuery, useQuery } from '@coffee/api-client/query';
import { durationText, fromStored } from '@coffee/domain';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { formatScore } from '@coffee/field-toolkit/widgets/format';
import type { FormValues } from '@coffee/field-toolkit/forms';
import type { CupFeedback, FeedbackCall } from './feedback';
import { feedbackQuery } from './feedback';

const grams = (value: number | null) => (value === null ? null : `${fromStored(value, 10)} g`);
const seconds = (value: number | null) => (value === null ? null : durationText(value));

const useStyles = makeStyles({
  wide: { gridColumn: '1 / -1', minWidth: 0 },
  label: { width: '40%' },
});

/** `a – b`, one value when both are the same, `-` without any. */
const range = ([min, max]: [string | null, string | null]) =>
  min === null ? '-' : min === max ? min : `${min} – ${max}`;

/**
 * What the cup said (behaviour §05-6): the cafes that received the batch, their brews on it, and the consumers' notes
 * from its serial, aggregated; no consumer is named. A batch not saved yet has none; a figure nobody gave is left
 * out, and a batch nothing came back from says so in one line (behaviour §10-2.1).
 */
export function CupFeedbackSection({ call, batch, values }: { call: FeedbackCall; batch: string; values: FormValues }) {
  const year = values[`${batch}_year`];
  const seq = values[`${batch}_seq`];
  const keys =
    seq === undefined || seq === null || seq === '' ? null : { [`${batch}_year`]: year, [`${batch}_seq`]: seq };
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const feedback = useQuery({ ...feedbackQuery(call, keys ?? {}), enabled: keys !== null });
  const english = locale === 'en';
  const flavorCodes = useQuery(codeGroupsQuery(['FLVR'], locale));
  if (keys === null) return <Text>{t('area.feedback.afterSave')}</Text>;
  if (feedback.isPending) return <Text>{t('widgets.loading')}</Text>;
  if (!feedback.data) return <Text role="alert">{t('area.feedback.failed')}</Text>;
  const data: CupFeedback = feedback.data;
  if (!data.cafes.length && !data.brews.count && !data.cupping.count && !data.notes.count)
    return <Text className={styles.wide}>{t('area.feedback.nothingYet')}</Text>;
  const flavorNames = new Map(
    (flavorCodes.data?.FLVR ?? []).map((code) => [
      code.code_id,
      (english ? code.code_name : code.code_name_kr) || code.code_name,
    ]),
  );
  const cafes = data.cafes
    .map((cafe) => (english ? cafe.cafe_name : cafe.cafe_name_kr) ?? cafe.cafe_name ?? cafe.cafe_name_kr ?? '')
    .sort(new Intl.Collator(english ? 'en' : 'ko').compare);
  const satis = (value: number | null) => (value === null ? '-' : t('area.feedback.satisOf', { value }));
  const rows: Array<[string, string]> = [
    [t('area.feedback.cafes'), cafes.length ? cafes.join(', ') : t('area.feedback.noCafe')],
    [t('area.feedback.brews'), t('area.feedback.count', { count: data.brews.count })],
    [t('area.feedback.brewSatis'), satis(data.brews.satis)],
    [t('area.feedback.dose'), range([grams(data.brews.dose[0]), grams(data.brews.dose[1])])],
    [t('area.feedback.yield'), range([grams(data.brews.yield[0]), grams(data.brews.yield[1])])],
    [t('area.feedback.time'), range([seconds(data.brews.time[0]), seconds(data.brews.time[1])])],
    [t('area.feedback.cuppings'), t('area.feedback.count', { count: data.cupping.count })],
    [t('area.feedback.cuppingSatis'), satis(data.cupping.satis)],
    // On the SCA form's own 100-point scale, beside the satisfactions on theirs (behaviour §09-1.2).
    [t('area.feedback.cuppingSca'), data.cupping.sca === null ? '-' : formatScore(data.cupping.sca / 100, 'sca')],
    [t('area.feedback.notes'), t('area.feedback.count', { count: data.notes.count })],
    [t('area.feedback.noteSatis'), satis(data.notes.satis)],
    [
      t('area.feedback.flavors'),
      data.notes.flavors.length ? data.notes.flavors.map((code) => flavorNames.get(code) ?? code).join(', ') : '-',
    ],
  ];
  return (
    <Table size="small" aria-label={t('fields.cup_feedback')} className={styles.wide}>
      <TableBody>
        {rows
          .filter(([, value]) => value !== '-')
          .map(([label, value]) => (
            <TableRow key={label}>
              <TableHeaderCell scope="row" className={styles.label}>
                {label}
              </TableHeaderCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
      </TableBody>
    </Table>
  );
}
