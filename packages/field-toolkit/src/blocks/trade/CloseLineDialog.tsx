import { Field, Select, Textarea } from '@fluentui/react-components';
import type { ApiResponse } from '@coffee/api-client';
import { localToday } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { closeOrderLine, keysOf } from './api';
import { blendName, massText } from './OrderReading';

/** The lines of a loaded order that still have something to ship (form values hold them as `{field}_{i}`). */
function openLinesOf(record: FormValues) {
  const lines: Array<{ blend: number; english: string | null; korean: string | null; open: number }> = [];
  for (let index = 0; `blending_seq_${index}` in record; index += 1) {
    const open = Number(record[`open_mass_${index}`]) || 0;
    if (open > 0)
      lines.push({
        blend: Number(record[`blending_seq_${index}`]),
        english: (record[`blending_name_${index}`] as string | null) ?? null,
        korean: (record[`blending_name_kr_${index}`] as string | null) ?? null,
        open,
      });
  }
  return lines;
}

/**
 * The roastery closes a line short (behaviour §05-7): what is left of the coffee chosen will not ship; the reason is
 * kept with the line and the cafe reads it.
 */
export function CloseLineDialog({
  record,
  run,
}: {
  record: FormValues;
  run: (send: () => Promise<ApiResponse<unknown>>) => Promise<string | null>;
}) {
  const { t, i18n } = useTranslation();
  const lines = openLinesOf(record);
  const [chosen, setChosen] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  if (lines.length === 0) return null;
  const blend = chosen ?? lines[0]!.blend;
  return (
    <ActionDialog
      label={t('blocks.trade.closeLine')}
      title={t('blocks.trade.closeTitle')}
      submitLabel={t('blocks.trade.doClose')}
      onSubmit={() => run(() => closeOrderLine(keysOf(record), blend, reason, localToday()))}
    >
      <p>{t('blocks.trade.closeHint')}</p>
      <Field label={t('blocks.trade.coffee')} required>
        <Select value={String(blend)} onChange={(_, data) => setChosen(Number(data.value))}>
          {lines.map((line) => (
            <option key={line.blend} value={String(line.blend)}>
              {`${blendName(line.english, line.korean, i18n.language)} · ${t('blocks.trade.openMass')} ${massText(line.open, i18n.language)}`}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('blocks.trade.closeReason')} required>
        <Textarea value={reason} onChange={(_, data) => setReason(data.value)} />
      </Field>
    </ActionDialog>
  );
}
