import { Button, Input, MessageBar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { isOk } from '@coffee/api-client';
import { fetchCall } from '@coffee/api-client/query';
import { localToday } from '@coffee/domain';
import type { TaxExport as TaxExportAnswer } from '@coffee/domain/contracts';
import { invoiceCalls } from '@coffee/domain/contracts';
import { answerText } from '@coffee/field-toolkit/dialogs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  field: { display: 'grid', gap: tokens.spacingVerticalXXS },
});

/**
 * Writes the export as the tax service's upload form (behaviour §05-13): its sheet, the header on its row, the
 * invoices below, one file per `rows_per_file` invoices; SheetJS (`@e965/xlsx`) writes the workbook, loaded only
 * when asked.
 */
async function saveWorkbooks(answer: TaxExportAnswer): Promise<number> {
  const XLSX = await import('@e965/xlsx');
  const files = Math.ceil(answer.rows.length / answer.rows_per_file);
  for (let file = 0; file < files; file += 1) {
    const rows = answer.rows.slice(file * answer.rows_per_file, (file + 1) * answer.rows_per_file);
    const blank = Array.from({ length: answer.header_row - 1 }, () => []);
    const sheet = XLSX.utils.aoa_to_sheet([...blank, answer.columns, ...rows]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, answer.sheet_name);
    XLSX.writeFile(book, `hometax-${answer.month}${files > 1 ? `-${file + 1}` : ''}.xlsx`);
  }
  return answer.rows.length;
}

/** The month's invoices for Hometax's bulk issuance of electronic tax invoices (behaviour §05-13). */
export function TaxExport() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [month, setMonth] = useState(localToday().slice(0, 7));
  const [note, setNote] = useState<{ intent: 'success' | 'warning' | 'error'; text: string } | null>(null);
  const run = async () => {
    const answer = await fetchCall(invoiceCalls.roaster.taxExport, { month, today: localToday() });
    if (!('result' in answer) || !isOk(answer)) {
      setNote({ intent: 'error', text: answerText(t, answer) });
      return;
    }
    const result = answer.result;
    const count = result.rows.length > 0 ? await saveWorkbooks(result) : 0;
    const missing = result.missing.map((one) => one.invoice_no).join(', ');
    setNote(
      missing
        ? { intent: 'warning', text: t('area.invoice.taxMissing', { list: missing }) }
        : {
            intent: count ? 'success' : 'warning',
            text: count ? t('area.invoice.taxDone', { count }) : t('area.invoice.taxNone'),
          },
    );
  };
  return (
    <div className={styles.root}>
      <label className={styles.field}>
        <span>{t('area.invoice.taxMonth')}</span>
        <Input type="month" value={month} onChange={(_, data) => setMonth(data.value)} />
      </label>
      <Button icon={<ArrowDownloadRegular />} onClick={() => void run()}>
        {t('area.invoice.taxExport')}
      </Button>
      {note && (
        <MessageBar intent={note.intent} role="status">
          {note.text}
        </MessageBar>
      )}
    </div>
  );
}
