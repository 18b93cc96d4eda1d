import { Field, Input, Select, Textarea } from '@fluentui/react-components';
import { isOk } from '@coffee/api-client';
import { callKeys, callWrite, sendWrite, useQueryClient } from '@coffee/api-client/query';
import { localToday } from '@coffee/domain';
import type { InvoiceDetail } from '@coffee/domain/contracts';
import { PAY_METHODS, invoiceCalls } from '@coffee/domain/contracts';
import { answerText } from '@coffee/field-toolkit/dialogs';
import { useInvoiceFormat } from '@coffee/field-toolkit/blocks/invoice';
import { ActionDialog } from '@coffee/field-toolkit/blocks/trade';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const keysOf = (invoice: InvoiceDetail) => ({ invoice_year: invoice.invoice_year, invoice_seq: invoice.invoice_seq });

/** Sends a write and, when it went through, reloads the invoices and what is owed; a refusal as its message. */
function useInvoiceWrite() {
  const { t } = useTranslation();
  const client = useQueryClient();
  return async (send: () => Promise<unknown>): Promise<string | null> => {
    const answer = (await send()) as Parameters<typeof isOk>[0];
    if (!isOk(answer)) return answerText(t, answer);
    await Promise.all(
      [invoiceCalls.roaster.list, invoiceCalls.roaster.detail, invoiceCalls.roaster.receivables].map((call) =>
        client.invalidateQueries({ queryKey: callKeys.all(call) }),
      ),
    );
    return null;
  };
}

/** Records a payment against the invoice: day, amount (at most what is owed), method (behaviour §05-12). */
export function PaymentDialog({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const { money } = useInvoiceFormat(invoice.currency);
  const write = useInvoiceWrite();
  const [day, setDay] = useState(localToday());
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string>('TRANSFER');
  const [memo, setMemo] = useState('');
  return (
    <ActionDialog
      appearance="primary"
      label={t('area.invoice.recordPayment')}
      title={t('area.invoice.paymentTitle')}
      submitLabel={t('area.invoice.doRecord')}
      onSubmit={() =>
        write(() =>
          sendWrite(callWrite(invoiceCalls.roaster.payment), {
            ...keysOf(invoice),
            pay_date: day,
            pay_amount: amount.trim() === '' ? null : Number(amount),
            pay_method: method,
            pay_memo: memo,
            request_id: crypto.randomUUID(),
          }),
        )
      }
    >
      <p>{t('area.invoice.paymentHint', { open: money(invoice.open) })}</p>
      <Field label={t('blocks.invoice.payDate')} required>
        <Input type="date" value={day} onChange={(_, data) => setDay(data.value)} />
      </Field>
      <Field label={t('blocks.invoice.payAmount')} required>
        <Input inputMode="numeric" value={amount} onChange={(_, data) => setAmount(data.value)} />
      </Field>
      <Field label={t('blocks.invoice.payMethod')}>
        <Select value={method} onChange={(_, data) => setMethod(data.value)}>
          {PAY_METHODS.map((one) => (
            <option key={one} value={one}>
              {t(`blocks.invoice.methods.${one}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('blocks.invoice.payMemo')}>
        <Input value={memo} onChange={(_, data) => setMemo(data.value)} />
      </Field>
    </ActionDialog>
  );
}

/** Issues a credit note: per line the amount it takes off, and why (behaviour §05-11). */
export function CreditDialog({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const { money, name } = useInvoiceFormat(invoice.currency);
  const write = useInvoiceWrite();
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [day, setDay] = useState(localToday());
  const open = invoice.lines.filter((line) => line.amount > (line.credited ?? 0));
  const itemName = (line: InvoiceDetail['lines'][number]) =>
    line.line_kind === 'SHIPPING' ? t('blocks.invoice.shipping') : name(line, 'item_name');
  return (
    <ActionDialog
      label={t('area.invoice.creditNote')}
      title={t('area.invoice.creditTitle')}
      submitLabel={t('area.invoice.doCredit')}
      onSubmit={() =>
        write(() =>
          sendWrite(callWrite(invoiceCalls.roaster.credit), {
            ...keysOf(invoice),
            credit_date: day,
            credit_reason: reason,
            credit_list: open
              .filter((line) => (amounts[line.line_no] ?? '').trim() !== '')
              .map((line) => ({ line_no: line.line_no, credit_amount: Number(amounts[line.line_no]) })),
          }),
        )
      }
    >
      <p>{t('area.invoice.creditHint')}</p>
      {open.map((line) => (
        <Field
          key={line.line_no}
          label={t('area.invoice.creditLeft', {
            name: itemName(line),
            left: money(line.amount - (line.credited ?? 0)),
          })}
        >
          <Input
            inputMode="numeric"
            value={amounts[line.line_no] ?? ''}
            onChange={(_, data) => setAmounts({ ...amounts, [line.line_no]: data.value })}
          />
        </Field>
      ))}
      <Field label={t('blocks.invoice.issueDate')} required>
        <Input type="date" value={day} onChange={(_, data) => setDay(data.value)} />
      </Field>
      <Field label={t('blocks.invoice.creditReason')} required>
        <Textarea value={reason} onChange={(_, data) => setReason(data.value)} />
      </Field>
    </ActionDialog>
  );
}
