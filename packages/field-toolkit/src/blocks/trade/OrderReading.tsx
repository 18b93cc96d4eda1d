import { Field, Input } from '@fluentui/react-components';
import type { FieldDef } from '@coffee/domain';
import { formatMoney } from '@coffee/domain';
import type { PageContext, ScreenContext } from '@coffee/field-toolkit/engine';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/** A mass (0.1 g) as the trade writes it: "200 g", "1 kg", "1.5 kg". */
export const massText = (stored: number, language: string): string => {
  const figure = new Intl.NumberFormat(language === 'en' ? 'en-US' : 'ko-KR', { maximumFractionDigits: 3 });
  return Math.abs(stored) >= 10_000 ? `${figure.format(stored / 10_000)} kg` : `${figure.format(stored / 10)} g`;
};

/** A line's quantity with its bags: "5 kg (5 × 1 kg bags)", or the mass alone for a line of any mass (behaviour §05-8). */
export function quantityText(mass: number, bag: number | null, t: TFunction, language: string): string {
  const total = massText(mass, language);
  return bag && bag > 0 && mass % bag === 0
    ? `${total} (${t('blocks.trade.bagsOf', { count: mass / bag, size: massText(bag, language) })})`
    : total;
}

/** A blend's name in the page's language, else its other name. */
export const blendName = (english: string | null | undefined, korean: string | null | undefined, language: string) =>
  (language === 'en' ? (english ?? korean) : (korean ?? english)) ?? '';

/** The row values answered with each line that the line's reading draws (behaviour §05-7): never fields of their own. */
const LINE_READINGS = new Set([
  'blending_name',
  'blending_name_kr',
  'bag_mass',
  'ship_mass',
  'receive_mass',
  'open_mass',
  'close_reason',
  'close_date',
  'price',
  'line_amount',
]);
/** An order's value as placed (behaviour §05-10), each drawn as money in the order's currency. */
export const ORDER_VALUE = ['subtotal', 'shipping_fee', 'vat', 'total'] as const;
const MONEY = new Set<string>(ORDER_VALUE);

/** An amount in an order's currency, in the page's language; empty for an order placed before prices. */
export const moneyText = (amount: unknown, currency: unknown, language: string): string =>
  amount === null || amount === undefined || amount === '' || typeof currency !== 'string' || !currency
    ? ''
    : formatMoney(Number(amount), currency, language === 'en' ? 'en-US' : 'ko-KR');
/** The order's totals, each drawn as a mass with its unit. */
const TOTALS = new Set(['order_total_mass', 'order_ship_mass', 'order_receive_mass', 'order_open_mass']);
/** Totals of what happened since the order was placed: nothing to show on a new order. */
const PROGRESS = new Set(['order_ship_mass', 'order_receive_mass', 'order_open_mass']);

function Reading({ label, value, name }: { label: string; value: string; name: string }) {
  return (
    <Field label={label} data-field={name}>
      <Input readOnly appearance="underline" value={value} />
    </Field>
  );
}

/**
 * One order line as both sides read it (behaviour §05-7, §05-8): the blend in the page's language, the quantity in
 * bags, what shipped, what the cafe received, what is still to ship, and a close short with its day and reason.
 */
function OrderLineReading({ context }: { context: PageContext }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const index = context.row ?? 0;
  const value = (name: string) => context.values[`${name}_${index}`];
  const mass = (name: string) => massText(Number(value(name)) || 0, language);
  const bag = value('bag_mass');
  const reason = value('close_reason');
  return (
    <>
      <Reading
        name="blending_name"
        label={t('blocks.trade.coffee')}
        value={blendName(value('blending_name') as string, value('blending_name_kr') as string, language)}
      />
      <Reading
        name="order_mass"
        label={t('blocks.trade.quantity')}
        value={quantityText(Number(value('order_mass')) || 0, bag === null ? null : Number(bag), t, language)}
      />
      {value('price') !== null && value('price') !== undefined && (
        <>
          <Reading
            name="price"
            label={t('fields.price')}
            value={moneyText(value('price'), context.values.currency, language)}
          />
          <Reading
            name="line_amount"
            label={t('fields.line_amount')}
            value={moneyText(value('line_amount'), context.values.currency, language)}
          />
        </>
      )}
      <Reading name="ship_mass" label={t('blocks.trade.shippedMass')} value={mass('ship_mass')} />
      <Reading name="receive_mass" label={t('blocks.trade.receivedMass')} value={mass('receive_mass')} />
      <Reading name="open_mass" label={t('blocks.trade.openMass')} value={mass('open_mass')} />
      {typeof reason === 'string' && reason !== '' && (
        <Reading
          name="close_reason"
          label={t('blocks.trade.closedShort')}
          value={t('blocks.trade.closedOn', { date: String(value('close_date') ?? '').slice(0, 10), reason })}
        />
      )}
    </>
  );
}

/** An order total as a mass with its unit. */
function OrderTotal({ field, context }: { field: string; context: PageContext }) {
  const { t, i18n } = useTranslation();
  return (
    <Reading
      name={field}
      label={t(`fields.${field}`)}
      value={massText(Number(context.values[field]) || 0, i18n.language)}
    />
  );
}

/** A figure of the order's value as placed, in its currency (behaviour §05-10); the VAT with its rate. */
function OrderMoney({ field, context }: { field: string; context: PageContext }) {
  const { t, i18n } = useTranslation();
  const { currency, vat_rate: rate } = context.values;
  const label =
    field === 'vat' && rate !== null && rate !== undefined
      ? `${t('fields.vat')} (${Number(rate)}%)`
      : t(`fields.${field}`);
  return <Reading name={field} label={label} value={moneyText(context.values[field], currency, i18n.language)} />;
}

/**
 * The fields both order pages draw alike through `renderField`: a line's reading in place of its quantity in view
 * mode, and the totals with their units.
 */
export function renderOrderField(def: FieldDef, _name: string, context: PageContext): ReactElement | null {
  if (def.name === 'order_mass' && context.mode === 'view') return createElement(OrderLineReading, { context });
  if (TOTALS.has(def.name)) return createElement(OrderTotal, { field: def.name, context });
  if (MONEY.has(def.name) && context.mode === 'view') return createElement(OrderMoney, { field: def.name, context });
  return null;
}

/** The line's readings are drawn by the line, the blend select only while a line is typed, progress once placed. */
export function orderRestrict(def: FieldDef, { mode }: Pick<ScreenContext, 'mode'>): 'hidden' | undefined {
  if (LINE_READINGS.has(def.name)) return 'hidden';
  if (mode === 'view' && def.name === 'blending_seq') return 'hidden';
  if (mode === 'write' && PROGRESS.has(def.name)) return 'hidden';
  return undefined;
}
