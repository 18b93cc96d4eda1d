import { Field, InfoLabel, Select, makeStyles } from '@fluentui/react-components';
import { ROR_SPAN_CHOICES, rorSpanOf } from '@coffee/domain/preferences';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ field: { gridTemplateColumns: 'max-content 8rem', alignItems: 'center' } });

/**
 * The visitor's RoR delta span, shared by every roasting chart and kept for the next visit (behaviour §08-2.1); what the
 * span means behind its label's info button, so the chart's toolbar stays one line.
 */
export function RorSpanSelect() {
  const { t } = useTranslation();
  const styles = useStyles();
  const span = usePreferences((state) => state.rorSpan);
  const setSpan = usePreferences((state) => state.setRorSpan);
  return (
    <Field
      label={{
        children: (_: unknown, props: object) => (
          <InfoLabel {...props} info={t('charts.timeline.rorSpanHint')}>
            {t('charts.timeline.rorSpan')}
          </InfoLabel>
        ),
      }}
      orientation="horizontal"
      className={styles.field}
    >
      <Select value={String(span)} onChange={(_, data) => setSpan(rorSpanOf(data.value))}>
        {ROR_SPAN_CHOICES.map((seconds) => (
          <option key={seconds} value={seconds}>
            {t('charts.timeline.seconds', { count: seconds })}
          </option>
        ))}
      </Select>
    </Field>
  );
}
