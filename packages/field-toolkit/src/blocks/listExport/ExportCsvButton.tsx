import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { getApiConfig, orgSeqParam } from '@coffee/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alert } from '@coffee/field-toolkit/dialogs';
import { useSearchParams } from '@coffee/field-toolkit/runtime';

export interface ExportCsvButtonProps {
  /** The list call, e.g. `/api/roaster/roasting/result/list` (its `/export` answers the CSV). */
  listPath: string;
  /** Columns of the file: list fields and the page's extra columns. */
  columns: readonly string[];
  /** The downloaded file's name. */
  fileName: string;
}

/** The list's filters from the URL query (search values, title search, sort): the export selects the same rows. */
const filtersOf = (query: URLSearchParams) =>
  Object.fromEntries([...query.entries()].filter(([name]) => name !== 'page' && name !== 'list_count'));

/** Downloads every row the list's filters select as CSV (UTF-8, headers in the UI language). */
export function ExportCsvButton({ listPath, columns, fileName }: ExportCsvButtonProps) {
  const { t, i18n } = useTranslation();
  const [query] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(`${getApiConfig().baseUrl}${listPath}/export`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...orgSeqParam(listPath),
          ...filtersOf(query),
          columns,
          locale: i18n.language === 'en' ? 'en' : 'kr',
        }),
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
      link.click();
      URL.revokeObjectURL(url);
    } catch {
      await alert({ title: { key: 'messages.error' }, message: { key: 'messages.error_text' } });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button appearance="subtle" icon={<ArrowDownloadRegular />} disabled={busy} onClick={() => void download()}>
      {t('blocks.exportCsv')}
    </Button>
  );
}
