import { Button, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, DocumentPdfRegular, PrintRegular } from '@fluentui/react-icons';
import { isOk } from '@coffee/api-client';
import { callQuery, useQuery } from '@coffee/api-client/query';
import { localToday } from '@coffee/domain';
import type { CallContract, InvoiceDetail, InvoiceRow } from '@coffee/domain/contracts';
import { INVOICE_STATUSES } from '@coffee/domain/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@coffee/field-toolkit/runtime';
import { CardTable } from './CardTable';
import { InvoiceDocument } from './InvoiceDocument';
import { useInvoiceFormat } from './format';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  filter: { display: 'grid', gap: tokens.spacingVerticalXXS },
  title: { margin: 0 },
});

type Row = Readonly<Record<string, unknown>>;
/** `?invoice={year}_{seq}`: the invoice shown, else the list. */
const keysOf = (value: string | null) => {
  const match = /^(\d+)_(\d+)$/.exec(value ?? '');
  return match ? { invoice_year: Number(match[1]), invoice_seq: Number(match[2]) } : null;
};
export const invoiceLink = (row: { invoice_year: number; invoice_seq: number }) =>
  `?invoice=${row.invoice_year}_${row.invoice_seq}`;

/** The invoice shown, under the page's heading. */
function Detail({
  title,
  detailCall,
  keys,
  actions,
}: {
  title?: string;
  detailCall: CallContract;
  keys: { invoice_year: number; invoice_seq: number };
  actions?: (invoice: InvoiceDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const answer = useQuery(callQuery(detailCall, { ...keys, today: localToday() }));
  const invoice = answer.data && isOk(answer.data) ? (answer.data.result as InvoiceDetail) : null;
  return (
    <div className={styles.root}>
      {title && <h1 className={styles.title}>{title}</h1>}
      {answer.isPending ? (
        <Text>{t('blocks.invoice.loading')}</Text>
      ) : !invoice ? (
        <Text role="alert">{t('blocks.invoice.failed')}</Text>
      ) : (
        <InvoiceView invoice={invoice} actions={actions} />
      )}
    </div>
  );
}

/** The document with print, PDF and the side's own actions above it. */
function InvoiceView({
  invoice,
  actions,
}: {
  invoice: InvoiceDetail;
  actions?: (invoice: InvoiceDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <>
      <div className={styles.bar} data-screen-only>
        <Link to="?">
          <ArrowLeftRegular /> {t('blocks.invoice.back')}
        </Link>
        <Button icon={<PrintRegular />} onClick={() => window.print()}>
          {t('blocks.invoice.print')}
        </Button>
        <Button icon={<DocumentPdfRegular />} title={t('blocks.invoice.pdfHint')} onClick={() => window.print()}>
          {t('blocks.invoice.pdf')}
        </Button>
        {actions?.(invoice)}
      </div>
      <InvoiceDocument invoice={invoice} />
    </>
  );
}

/**
 * A side's invoices (behaviour §05-11, §05-12): the list with a state filter, each invoice opening as the document
 * both sides read; `counterpart` names the other party's column, `actions` and `toolbar` are the side's own.
 */
export function InvoiceBrowser({
  title,
  listCall,
  detailCall,
  counterpart,
  actions,
  toolbar,
}: {
  /** The page's heading (none: the frame shows one). */
  title?: string;
  listCall: CallContract;
  detailCall: CallContract;
  counterpart: 'cafe' | 'roaster';
  actions?: (invoice: InvoiceDetail) => ReactNode;
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [query, setQuery] = useSearchParams();
  const keys = keysOf(query.get('invoice'));
  const status = query.get('status') ?? '';
  const list = useQuery({
    ...callQuery(listCall, { today: localToday(), status: status || null }),
    enabled: !keys,
  });
  const { moneyIn, name } = useInvoiceFormat('KRW');
  if (keys) return <Detail title={title} detailCall={detailCall} keys={keys} actions={actions} />;
  const rows = list.data && isOk(list.data) ? (list.data.result as InvoiceRow[]) : [];
  const party = counterpart === 'cafe' ? 'buyer_name' : 'seller_name';
  return (
    <div className={styles.root}>
      {title && <h1 className={styles.title}>{title}</h1>}
      <div className={styles.bar}>
        <label className={styles.filter}>
          <span>{t('blocks.invoice.status')}</span>
          <Select value={status} onChange={(_, data) => setQuery(data.value ? { status: data.value } : {})}>
            <option value="">{t('blocks.invoice.statuses.all')}</option>
            {INVOICE_STATUSES.map((one) => (
              <option key={one} value={one}>
                {t(`blocks.invoice.statuses.${one}`)}
              </option>
            ))}
          </Select>
        </label>
        {toolbar}
      </div>
      {list.isPending ? (
        <Text>{t('blocks.invoice.loading')}</Text>
      ) : rows.length === 0 ? (
        <Text>{t('blocks.invoice.none')}</Text>
      ) : (
        <CardTable
          caption={t('blocks.invoice.invoice')}
          rows={rows}
          rowKey={(row) => `${row.invoice_year}_${row.invoice_seq}`}
          columns={[
            {
              label: t('blocks.invoice.invoice'),
              cell: (row) => (
                <Link to={invoiceLink(row)}>
                  {row.invoice_kind === 'CREDIT'
                    ? t('blocks.invoice.creditTitle', { no: row.invoice_no })
                    : row.invoice_no}
                </Link>
              ),
            },
            {
              label: t(counterpart === 'cafe' ? 'blocks.invoice.counterpartCafe' : 'blocks.invoice.counterpartRoaster'),
              cell: (row) => name(row as unknown as Row, party),
            },
            { label: t('blocks.invoice.issueDate'), cell: (row) => row.issue_date },
            { label: t('blocks.invoice.dueDate'), cell: (row) => (row.invoice_kind === 'CREDIT' ? '' : row.due_date) },
            { label: t('blocks.invoice.total'), numeric: true, cell: (row) => moneyIn(row.total, row.currency) },
            { label: t('blocks.invoice.paid'), numeric: true, cell: (row) => moneyIn(row.paid, row.currency) },
            { label: t('blocks.invoice.open'), numeric: true, cell: (row) => moneyIn(row.open, row.currency) },
            { label: t('blocks.invoice.status'), cell: (row) => t(`blocks.invoice.statuses.${row.status}`) },
          ]}
        />
      )}
    </div>
  );
}
