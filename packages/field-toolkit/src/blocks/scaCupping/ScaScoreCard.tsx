import type { FieldDef } from '@coffee/domain';
import { SCA, SCA_SCORE_FIELDS, scaScoreOf } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '@coffee/field-toolkit/runtime';

// Drawn as soon as its code is in, as the chart form field (lazyComponent).
const ChartFieldView = lazyComponent(
  () => import('@coffee/field-toolkit/charts/fields').then((charts) => charts.ChartFieldView),
  <Skeleton aria-busy="true">
    <SkeletonItem size={128} />
  </Skeleton>,
);

const useStyles = makeStyles({
  card: { gridColumn: '1 / -1', minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  score: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

/** Attribute scores for the radar: stored hundredths shown as points (6.00-9.75 on the 0-10 axis). */
const radarValues = (values: FormValues): FormValues =>
  Object.fromEntries(
    SCA_SCORE_FIELDS.map((name) => {
      const value = values[name];
      return [name, value === null || value === undefined || value === '' ? null : Number(value) / SCA.scale];
    }),
  );

/** The live final score with its band (or what is missing), above the radar of the seven scored attributes. */
export function ScaScoreCard({ def, values }: { def: FieldDef; values: FormValues }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const result = scaScoreOf(values, 'stored');
  return (
    <div className={styles.card}>
      <Text role="status" aria-live="polite" className={styles.score}>
        {result
          ? t('blocks.scaCupping.score', {
              final: result.final.toFixed(2),
              total: result.total.toFixed(2),
              defects: result.defects,
              band: t(`blocks.scaCupping.bands.${result.band}`),
            })
          : t('blocks.scaCupping.incomplete')}
      </Text>
      <ChartFieldView
        def={def}
        value={null}
        values={radarValues(values)}
        readOnly
        locale={i18n.language === 'en' ? 'en' : 'kr'}
      />
    </div>
  );
}
