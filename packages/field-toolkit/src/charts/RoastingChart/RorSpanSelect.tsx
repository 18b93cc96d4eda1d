import { Field, Select } from '@fluentui/react-components';
import { ROR_SPAN_CHOICES, rorSpanOf } from '@coffee/domain';
import { usePreferences } from '@coffee/field-toolkit/runtime';
import { useTranslation } from 'react-i18next';

/** The visitor's RoR delta span, shared by every roasting chart and kept for the next visit (behaviour §08-2.1). */
export function RorSpanSelect() {
  const { t } = useTranslation();
  const span = usePreferences((state) => state.rorSpan);
  const setSpan = usePreferences((state) => state.setRorSpan);
  return (
    <Field label={t('charts.timeline.rorSpan')} hint={t('charts.timeline.rorSpanHint')} orientation="horizontal">
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
