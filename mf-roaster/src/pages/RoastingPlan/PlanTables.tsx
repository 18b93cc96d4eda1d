import { makeStyles, tokens } from '@fluentui/react-components';
import { LevelTable } from '../../shared/LevelTable';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import type { PlanAnswer } from './plan';
import { kgText, nameIn } from './plan';

const useStyles = makeStyles({
  short: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The plan's three levels (behaviour §05-3): blends to make, roasts to make with their batches, green per lot. */
export function PlanTables({ plan }: { plan: PlanAnswer }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const locale = usePreferences((state) => state.locale);
  const english = locale === 'en';
  const kg = (mass: number) => kgText(mass, locale);
  const collate = new Intl.Collator(english ? 'en' : 'ko').compare;
  const byName = <R extends { name: string | null; name_kr: string | null }>(rows: readonly R[]) =>
    [...rows].sort((a, b) => collate(nameIn(english, a, ''), nameIn(english, b, '')));
  const lotName = (lot: PlanAnswer['lots'][number]) =>
    `${nameIn(english, lot, String(lot.greenbean_roaster_seq))} ${lot.greenbean_year ?? t('area.plan.noLot')}`;
  const lossSource = (source: string) => t(`area.plan.lossFrom.${source}`);
  return (
    <>
      <LevelTable
        caption={t('area.plan.blends')}
        rows={byName(plan.blends)}
        rowKey={(row) => String(row.blending_seq)}
        columns={[
          { label: t('area.plan.blend'), cell: (row) => nameIn(english, row, String(row.blending_seq)) },
          { label: t('area.plan.ordered'), cell: (row) => kg(row.demand), number: true },
          { label: t('area.plan.minStock'), cell: (row) => kg(row.min_stock), number: true },
          { label: t('area.plan.onHand'), cell: (row) => kg(row.stock), number: true },
          { label: t('area.plan.toBlend'), cell: (row) => kg(row.to_make), number: true },
        ]}
      />
      <LevelTable
        caption={t('area.plan.roasts')}
        rows={byName(plan.recipes)}
        rowKey={(row) => String(row.roasting_seq)}
        columns={[
          { label: t('area.plan.recipe'), cell: (row) => nameIn(english, row, String(row.roasting_seq)) },
          { label: t('area.plan.needed'), cell: (row) => kg(row.required), number: true },
          { label: t('area.plan.onHand'), cell: (row) => kg(row.stock), number: true },
          { label: t('area.plan.toRoast'), cell: (row) => kg(row.to_roast), number: true },
          {
            label: t('area.plan.loss'),
            cell: (row) => `${(row.expected_loss / 10).toFixed(1)} % (${lossSource(row.loss_source)})`,
            number: true,
          },
          { label: t('area.plan.batchSize'), cell: (row) => kg(row.batch_size), number: true },
          { label: t('area.plan.batches'), cell: (row) => row.batch_count, number: true },
          { label: t('area.plan.green'), cell: (row) => kg(row.green), number: true },
        ]}
      />
      <LevelTable
        caption={t('area.plan.lots')}
        rows={[...plan.lots].sort((a, b) => collate(lotName(a), lotName(b)))}
        rowKey={(row) => `${row.greenbean_roaster_seq}_${row.greenbean_year ?? ''}`}
        columns={[
          { label: t('area.plan.lot'), cell: lotName },
          { label: t('area.plan.inStock'), cell: (row) => kg(row.stock), number: true },
          { label: t('area.plan.greenNeeded'), cell: (row) => kg(row.required), number: true },
          {
            label: t('area.plan.short'),
            cell: (row) => (row.short > 0 ? <span className={styles.short}>{kg(row.short)}</span> : '-'),
            number: true,
          },
        ]}
      />
    </>
  );
}
