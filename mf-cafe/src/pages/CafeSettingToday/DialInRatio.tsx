import { Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { CupCostLine } from '../CafeCupCost/CupCostLine';
import { formatBrewRatio, formatStoredMass } from '@coffee/field-toolkit/widgets/format';

const useStyles = makeStyles({
  ratio: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

const stored = (value: unknown): number | null =>
  value === null || value === undefined || value === '' || !Number.isFinite(Number(value)) ? null : Number(value);

/**
 * The dial-in's brew ratio as the barista reads it at the counter (behaviour §04-3): "1:2.05", with the dose and the
 * yield it comes from in their unit; it follows the numbers as they are typed, and waits for both.
 */
export function DialInRatio({ context }: { context: PageContext }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const dose = stored(context.values.brewing_bean_mass);
  const out = stored(context.values.brewing_result_total);
  const ratio = formatBrewRatio(dose, out);
  if (!ratio) return null;
  return (
    <p className={styles.ratio} role="status" aria-label={t('area.dialIn.ratio')}>
      <Caption1>{t('area.dialIn.ratio')}</Caption1>
      <Subtitle1>{ratio}</Subtitle1>
      <Caption1>{t('area.dialIn.ratioOf', { dose: formatStoredMass(dose), out: formatStoredMass(out) })}</Caption1>
    </p>
  );
}

/** What leads the dial-in: its ratio, and the bean cost of the shot when the visitor may read it (behaviour §05-16). */
export function DialInLead({ context }: { context: PageContext }) {
  return (
    <>
      <DialInRatio context={context} />
      <CupCostLine context={context} />
    </>
  );
}
