import { Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { isOk } from '@coffee/api-client';
import { callQuery, useQuery } from '@coffee/api-client/query';
import { localToday } from '@coffee/domain';
import type { CallContract, Statement } from '@coffee/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '@coffee/field-toolkit/runtime';
import { CardTable } from './CardTable';
import { useInvoiceFormat } from './format';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  field: { display: 'grid', gap: tokens.spacingVerticalXXS },
  heading: { margin: 0 },
});

type Row = Readonly<Record<string, unknown>>;
const BUCKETS = ['open', 'current', 'd1_30', 'd31_60', 'over_60'] as const;

/** The statement of one counterpart for a month (behaviour §05-12): brought forward, each entry, the balance. */
function StatementView({
  title: pageTitle,
  statementCall,
  counterpart,
  seq,
  month,
}: {
  title?: string;
  statementCall: CallContract;
  counterpart: 'cafe' | 'roaster';
  seq: number;
  month: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [, setQuery] = useSearchParams();
  const answer = useQuery(callQuery(statementCall, { [`${counterpart}_seq`]: seq, month }));
  const statement = answer.data && isOk(answer.data) ? (answer.data.result as Statement) : null;
  const { money, name } = useInvoiceFormat(statement?.currency ?? 'KRW');
  const title = statement
    ? t('blocks.invoice.statementOf', { name: name(statement as unknown as Row, `${counterpart}_name`), month })
    : t('blocks.invoice.statement');
  return (
    <section className={styles.root} aria-label={title}>
      {pageTitle && <h1 className={styles.heading}>{pageTitle}</h1>}
      <Link to="?">
        <ArrowLeftRegular /> {t('blocks.invoice.back')}
      </Link>
      <h2 className={styles.heading}>{title}</h2>
      <label className={styles.field}>
        <span>{t('blocks.invoice.month')}</span>
        <Input
          type="month"
          value={month}
          onChange={(_, data) => data.value && setQuery({ statement: String(seq), month: data.value })}
        />
      </label>
      {answer.isPending ? (
        <Text>{t('blocks.invoice.loading')}</Text>
      ) : !statement ? (
        <Text role="alert">{t('blocks.invoice.failed')}</Text>
      ) : (
        <>
          <Text>
            {t('blocks.invoice.opening')}: {money(statement.opening)}
          </Text>
          {statement.entries.length === 0 ? (
            <Text>{t('blocks.invoice.noEntry')}</Text>
          ) : (
            <CardTable
              caption={title}
              rows={statement.entries}
              rowKey={(entry) => `${entry.entry_kind}_${entry.invoice_seq}_${entry.entry_date}_${entry.balance}`}
              columns={[
                { label: t('blocks.invoice.date'), cell: (entry) => entry.entry_date },
                {
                  label: t('blocks.invoice.entry'),
                  cell: (entry) =>
                    `${t(`blocks.invoice.entryKinds.${entry.entry_kind}`)} ${entry.invoice_no}${
                      entry.pay_method ? ` (${t(`blocks.invoice.methods.${entry.pay_method}`)})` : ''
                    }`,
                },
                { label: t('blocks.invoice.amount'), numeric: true, cell: (entry) => money(entry.amount) },
                { label: t('blocks.invoice.balance'), numeric: true, cell: (entry) => money(entry.balance) },
              ]}
            />
          )}
          <Text weight="semibold">
            {t('blocks.invoice.closing')}: {money(statement.closing)}
          </Text>
        </>
      )}
    </section>
  );
}

/**
 * What is owed between a side and its counterparts on the visitor's day (behaviour §05-12): per cafe (the
 * roastery's receivables) or per roastery (the cafe's payables), aged by days past due, each opening its statement
 * of the month.
 */
export function OwedBrowser({
  title,
  agedCall,
  statementCall,
  counterpart,
}: {
  /** The page's heading (none: the frame shows one). */
  title?: string;
  agedCall: CallContract;
  statementCall: CallContract;
  counterpart: 'cafe' | 'roaster';
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [query] = useSearchParams();
  const today = localToday();
  const seq = Number(query.get('statement'));
  const month = /^\d{4}-\d{2}$/.test(query.get('month') ?? '') ? (query.get('month') as string) : today.slice(0, 7);
  const aged = useQuery({ ...callQuery(agedCall, { today }), enabled: !seq });
  const { money, name } = useInvoiceFormat('KRW');
  if (seq > 0)
    return (
      <StatementView title={title} statementCall={statementCall} counterpart={counterpart} seq={seq} month={month} />
    );
  const rows = aged.data && isOk(aged.data) ? (aged.data.result as Row[]) : [];
  const label = t(counterpart === 'cafe' ? 'blocks.invoice.counterpartCafe' : 'blocks.invoice.counterpartRoaster');
  return (
    <div className={styles.root}>
      {title && <h1 className={styles.heading}>{title}</h1>}
      {aged.isPending ? (
        <Text>{t('blocks.invoice.loading')}</Text>
      ) : rows.length === 0 ? (
        <Text>{t('blocks.invoice.nothingOwed')}</Text>
      ) : (
        <CardTable
          caption={label}
          rows={rows}
          rowKey={(row) => String(row[`${counterpart}_seq`])}
          columns={[
            {
              label,
              cell: (row) => (
                <Link to={`?statement=${String(row[`${counterpart}_seq`])}&month=${month}`}>
                  {name(row, `${counterpart}_name`)}
                </Link>
              ),
            },
            ...BUCKETS.map((bucket) => ({
              label: t(`blocks.invoice.ageing.${bucket}`),
              numeric: true,
              cell: (row: Row) => money(Number(row[bucket])),
            })),
          ]}
        />
      )}
    </div>
  );
}
