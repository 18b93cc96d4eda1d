import { makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import type { InvoiceDetail } from '@coffee/domain/contracts';
import { useTranslation } from 'react-i18next';
import { CardTable } from './CardTable';
import { bizNoText, lineQuantity, useInvoiceFormat } from './format';

/**
 * Printing shows the invoice alone, on A4 with its own margins, without the suite's frame or the page's controls;
 * the browser's "Save as PDF" makes the PDF from the same page (behaviour §05-11).
 */
const usePrintStyles = makeStaticStyles(`@media print {
  @page { size: A4; margin: 14mm; }
  body * { visibility: hidden; }
  [data-invoice-print], [data-invoice-print] * { visibility: visible; }
  [data-invoice-print] { position: absolute; inset: 0 auto auto 0; width: 100%; font-size: 10pt; color: #000; }
  [data-invoice-print] [data-screen-only] { display: none; }
  [data-invoice-print] table { page-break-inside: auto; }
  [data-invoice-print] tr { page-break-inside: avoid; }
}`);

const useStyles = makeStyles({
  document: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalL },
  heading: { margin: 0 },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground3 },
    '& dd': { margin: 0 },
  },
  parties: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  party: {
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalM,
    display: 'grid',
    gap: tokens.spacingVerticalXS,
  },
  partyHeading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  totals: { justifySelf: 'end', minWidth: 'min(22rem, 100%)' },
  section: { display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** A party as the invoice keeps it: name, registration number, representative, address, type and item, email. */
function Party({ heading, party }: { heading: string; party: InvoiceDetail['seller'] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { name } = useInvoiceFormat('KRW');
  return (
    <section className={styles.party} aria-label={heading}>
      <h3 className={styles.partyHeading}>
        {heading}: {name(party, 'name')}
      </h3>
      <dl className={styles.facts}>
        <dt>{t('blocks.invoice.bizNo')}</dt>
        <dd>{bizNoText(party.biz_no) || '—'}</dd>
        <dt>{t('blocks.invoice.owner')}</dt>
        <dd>{party.biz_owner ?? '—'}</dd>
        <dt>{t('blocks.invoice.address')}</dt>
        <dd>{party.biz_address ?? '—'}</dd>
        <dt>{t('blocks.invoice.typeItem')}</dt>
        <dd>{[party.biz_type, party.biz_item].filter(Boolean).join(' · ') || '—'}</dd>
        <dt>{t('blocks.invoice.email')}</dt>
        <dd>{party.biz_email ?? '—'}</dd>
      </dl>
    </section>
  );
}

/**
 * An invoice or credit note as both sides read and print it (behaviour §05-11): number, days, the seller's and the
 * buyer's business identity as issued, each line with its supply value and tax, the totals, credit notes and
 * payments, and what is still owed. The roastery's and the cafe's pages show this same document.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceDetail }) {
  usePrintStyles();
  const { t } = useTranslation();
  const styles = useStyles();
  const { money, name } = useInvoiceFormat(invoice.currency);
  const credit = invoice.invoice_kind === 'CREDIT';
  const title = t(credit ? 'blocks.invoice.creditTitle' : 'blocks.invoice.title', { no: invoice.invoice_no });
  const itemName = (line: InvoiceDetail['lines'][number]) =>
    line.line_kind === 'SHIPPING' ? t('blocks.invoice.shipping') : name(line, 'item_name');
  const order = `${invoice.order_year}-${invoice.order_seq}`;
  return (
    <article className={styles.document} data-invoice-print aria-label={title}>
      <header className={styles.head}>
        <h2 className={styles.heading}>{title}</h2>
        <dl className={styles.facts}>
          <dt>{t('blocks.invoice.issueDate')}</dt>
          <dd>{invoice.issue_date}</dd>
          {!credit && (
            <>
              <dt>{t('blocks.invoice.dueDate')}</dt>
              <dd>{invoice.due_date}</dd>
            </>
          )}
          <dt>{t('blocks.invoice.order')}</dt>
          <dd>
            {invoice.shipment_no ? t('blocks.invoice.orderShipment', { order, number: invoice.shipment_no }) : order}
          </dd>
          {credit && (
            <>
              <dt>{t('blocks.invoice.creditOf', { no: '' }).trim()}</dt>
              <dd>{invoice.credit_of_no}</dd>
              <dt>{t('blocks.invoice.creditReason')}</dt>
              <dd>{invoice.credit_reason}</dd>
            </>
          )}
          <dt>{t('blocks.invoice.status')}</dt>
          <dd>{t(`blocks.invoice.statuses.${invoice.status}`)}</dd>
        </dl>
      </header>
      <div className={styles.parties}>
        <Party heading={t('blocks.invoice.seller')} party={invoice.seller} />
        <Party heading={t('blocks.invoice.buyer')} party={invoice.buyer} />
      </div>
      <CardTable
        caption={t('blocks.invoice.item')}
        rows={invoice.lines}
        rowKey={(line) => String(line.line_no)}
        columns={[
          { label: t('blocks.invoice.item'), cell: itemName },
          { label: t('blocks.invoice.size'), cell: (line) => lineQuantity(line).size },
          {
            label: t('blocks.invoice.quantity'),
            numeric: true,
            cell: (line) => {
              const { count } = lineQuantity(line);
              return count === null ? '' : t('blocks.invoice.bags', { count });
            },
          },
          {
            label: t('blocks.invoice.unitPrice'),
            numeric: true,
            cell: (line) => (line.unit_price === null ? '' : money(line.unit_price)),
          },
          { label: t('blocks.invoice.supply'), numeric: true, cell: (line) => money(line.supply) },
          { label: t('blocks.invoice.vat'), numeric: true, cell: (line) => money(line.vat) },
        ]}
      />
      <div className={styles.totals}>
        <dl className={styles.facts}>
          <dt>{t('blocks.invoice.subtotal')}</dt>
          <dd>{money(invoice.subtotal)}</dd>
          <dt>{t('blocks.invoice.vatTotal')}</dt>
          <dd>{money(invoice.vat)}</dd>
          <dt>{t('blocks.invoice.total')}</dt>
          <dd>
            <strong>{money(invoice.total)}</strong>
          </dd>
          {!credit && (
            <>
              <dt>{t('blocks.invoice.credited')}</dt>
              <dd>{money(invoice.credited)}</dd>
              <dt>{t('blocks.invoice.paid')}</dt>
              <dd>{money(invoice.paid)}</dd>
              <dt>{t('blocks.invoice.open')}</dt>
              <dd>
                <strong>{money(invoice.open)}</strong>
              </dd>
            </>
          )}
        </dl>
        <p>
          {t('blocks.invoice.vatBasis', {
            rate: invoice.vat_rate,
            basis: t(invoice.price_vat_included ? 'blocks.invoice.vatIncluded' : 'blocks.invoice.vatExcluded'),
          })}
        </p>
      </div>
      {!credit && (
        <section className={styles.section}>
          <h3 className={styles.heading}>{t('blocks.invoice.payments')}</h3>
          {invoice.payments.length === 0 ? (
            <p>{t('blocks.invoice.noPayment')}</p>
          ) : (
            <CardTable
              caption={t('blocks.invoice.payments')}
              rows={invoice.payments}
              rowKey={(payment) => String(payment.payment_seq)}
              columns={[
                { label: t('blocks.invoice.payDate'), cell: (payment) => payment.pay_date },
                {
                  label: t('blocks.invoice.payMethod'),
                  cell: (payment) => t(`blocks.invoice.methods.${payment.pay_method}`),
                },
                { label: t('blocks.invoice.payMemo'), cell: (payment) => payment.pay_memo ?? '' },
                { label: t('blocks.invoice.payAmount'), numeric: true, cell: (payment) => money(payment.pay_amount) },
              ]}
            />
          )}
          {invoice.credits.length > 0 && (
            <p>
              {t('blocks.invoice.credits')}: {invoice.credits.map((one) => one.invoice_no).join(', ')}
            </p>
          )}
        </section>
      )}
    </article>
  );
}
