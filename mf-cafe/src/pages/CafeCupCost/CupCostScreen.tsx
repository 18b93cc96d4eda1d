import {
  Field,
  Input,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { callKeys, callWrite, sendWrite, useQuery, useQueryClient } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import { useOrgRole } from '@coffee/field-toolkit/engine';
import { usePreferences, useSearchParams } from '@coffee/field-toolkit/runtime';
import { cupCostCalls } from '../../../model';
import { dailyQuery, dayRange, moneyText } from './cupCost';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  choices: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  scroll: { overflowX: 'auto', maxWidth: '100%' },
  number: { textAlign: 'end', whiteSpace: 'nowrap' },
});

/**
 * The cost of a cup (behaviour §05-16): the bean cost of the cafe's brews per day and per cup, from the price per kg
 * of each received lot; the owner chooses whether baristas and assistants see it.
 */
export function Screen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const owner = useOrgRole('cafe') === 'OWN';
  const [query, setQuery] = useSearchParams();
  const range = dayRange(query);
  const daily = useQuery({ ...dailyQuery(range.from, range.to), enabled: range.valid });
  const client = useQueryClient();
  // The owner's choice as sent, shown at once until the page reads it back.
  const [sent, setSent] = useState<boolean | null>(null);
  const share = async (value: boolean) => {
    setSent(value);
    await sendWrite(callWrite(cupCostCalls.edit), { cafe_cup_cost_barista: value });
    await client.invalidateQueries({ queryKey: callKeys.all(cupCostCalls.list) });
    setSent(null);
  };
  const choose = (name: 'from' | 'to', value: string) =>
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
  const data = daily.data;
  const amount = (value: number | null) =>
    value === null || !data?.currency ? t('area.cupCost.noPrice') : moneyText(value, data.currency, locale);
  return (
    <div className={styles.root}>
      <h1>{t('area.cupCost.title')}</h1>
      <Text>{t('area.cupCost.hint')}</Text>
      {owner && data && (
        <Switch
          checked={sent ?? data.baristas_see}
          disabled={sent !== null}
          label={t('fields.cafe_cup_cost_barista')}
          onChange={(_, value) => void share(value.checked)}
        />
      )}
      <div className={styles.choices}>
        <Field label={t('area.cupCost.from')}>
          <Input type="date" value={range.from} onChange={(_, value) => choose('from', value.value)} />
        </Field>
        <Field label={t('area.cupCost.to')}>
          <Input type="date" value={range.to} onChange={(_, value) => choose('to', value.value)} />
        </Field>
      </div>
      {!range.valid ? null : daily.isPending ? (
        <Text>{t('widgets.loading')}</Text>
      ) : !data ? (
        <Text role="alert">{t('area.cupCost.failed')}</Text>
      ) : !data.shown ? (
        <Text>{t('area.cupCost.notShared')}</Text>
      ) : (data.days ?? []).length === 0 ? (
        <Text>{t('area.cupCost.none')}</Text>
      ) : (
        <div className={styles.scroll}>
          <Table size="small" aria-label={t('area.cupCost.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('area.cupCost.date')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('area.cupCost.brews')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('area.cupCost.beanCost')}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{t('area.cupCost.label')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(data.days ?? []).map((day) => (
                <TableRow key={day.date}>
                  <TableCell>{day.date}</TableCell>
                  <TableCell className={styles.number}>{day.brews}</TableCell>
                  <TableCell className={styles.number}>{amount(day.bean_cost)}</TableCell>
                  <TableCell className={styles.number}>{amount(day.cup_cost)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
