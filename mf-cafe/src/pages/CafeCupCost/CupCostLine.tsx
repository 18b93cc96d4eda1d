import { Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@coffee/api-client/query';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { cupCostQuery, moneyText } from './cupCost';

const useStyles = makeStyles({
  line: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    margin: 0,
  },
});

const chosen = (value: unknown) => value !== null && value !== undefined && value !== '';

/**
 * The bean cost of this cup (behaviour §05-16): the dose at the price per kg the cafe pays for the received lot
 * (without VAT). Nothing for a visitor the owner keeps it from, nor before a received lot and a dose are chosen.
 */
export function CupCostLine({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const { received_seq: received, brewing_bean_mass: dose } = context.values;
  const ready = chosen(received) && chosen(dose);
  const answer = useQuery({ ...cupCostQuery(received, dose), enabled: ready });
  const cost = answer.data;
  if (!ready || !cost?.shown) return null;
  const text =
    cost.cup_cost === null || cost.cup_cost === undefined || !cost.currency
      ? t('area.cupCost.noPrice')
      : moneyText(cost.cup_cost, cost.currency, locale);
  return (
    <p className={styles.line} role="status" aria-label={t('area.cupCost.label')}>
      <Caption1>{t('area.cupCost.label')}</Caption1>
      <Subtitle1>{text}</Subtitle1>
      {cost.price_kg !== null && cost.price_kg !== undefined && cost.currency && (
        <Caption1>{t('area.cupCost.perKg', { amount: moneyText(cost.price_kg, cost.currency, locale) })}</Caption1>
      )}
    </p>
  );
}
