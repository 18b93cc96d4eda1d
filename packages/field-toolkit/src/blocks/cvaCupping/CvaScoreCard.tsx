import { CVA_AFFECTIVE_FIELDS, cvaSheetOf, cvaScore } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  card: { gridColumn: '1 / -1', minWidth: 0 },
  score: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
});

/** The live CVA score and its arithmetic (or what is missing). */
export function CvaScoreCard({ values }: { values: FormValues }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const sheet = cvaSheetOf(values);
  const sum = sheet ? CVA_AFFECTIVE_FIELDS.reduce((total, name) => total + Number(values[name]), 0) : 0;
  return (
    <div className={styles.card}>
      <Text role="status" aria-live="polite" className={styles.score}>
        {sheet
          ? t('blocks.cvaCupping.score', {
              score: cvaScore(sheet).toFixed(2),
              sum,
              nonuniform: sheet.nonuniform,
              defective: sheet.defective,
            })
          : t('blocks.cvaCupping.incomplete')}
      </Text>
    </div>
  );
}
