import { Field, Input, Text } from '@fluentui/react-components';
import { isOk } from '@coffee/api-client';
import { callQuery, useQuery } from '@coffee/api-client/query';
import { amountOfMass, bagsOf, findField, orderValue } from '@coffee/domain';
import { moneyText } from '@coffee/field-toolkit/blocks/trade';
import { readRows } from '@coffee/field-toolkit/forms';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { useTranslation } from 'react-i18next';
import { CAFE_PAGES, cafePriceCall } from '../../../model';
import type { CafePrices } from '../../../model';

/** A blend sold without sizes is priced per kg (behaviour §05-10). */
const PER_KG = 10_000;

/** The cafe's prices of the chosen roastery on the order's day (null until both are chosen). */
export function useCafePrices(context: PageContext): CafePrices | null {
  const roaster = Number(context.values.roaster_seq);
  const day = String(context.values.order_date ?? '');
  const answer = useQuery({
    ...callQuery(cafePriceCall, { roaster_seq: roaster, order_date: day }),
    enabled: Number.isSafeInteger(roaster) && roaster > 0 && /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
  return answer.data && isOk(answer.data) ? answer.data.result : null;
}

/** A line as it would be priced now: its bag, the cafe's price per bag and the amount; null without a price. */
export function lineQuote(prices: CafePrices, blend: number, mass: number) {
  const offered = prices.prices.filter((row) => row.blending_seq === blend);
  const bag =
    bagsOf(
      mass,
      offered.map((row) => row.bag_mass).filter((size) => size !== PER_KG),
    )?.size ?? PER_KG;
  const price = offered.find((row) => row.bag_mass === bag)?.price;
  if (price === null || price === undefined || !(mass > 0)) return null;
  return { bag, price, amount: amountOfMass(mass, bag, price) };
}

/** A line's price and amount before placing (behaviour §05-10): "₩19,800 per bag · ₩59,400", or that it has none. */
export function LinePrice({ context, blend, mass }: { context: PageContext; blend: number; mass: number }) {
  const { t, i18n } = useTranslation();
  const prices = useCafePrices(context);
  if (!prices || !(blend > 0) || !(mass > 0)) return null;
  const quote = lineQuote(prices, blend, mass);
  const money = (amount: number) => moneyText(amount, prices.currency, i18n.language);
  return (
    <Text role="status" aria-label={t('fields.line_amount')}>
      {quote
        ? t('area.order.linePrice', { price: money(quote.price), amount: money(quote.amount) })
        : t('area.order.noPrice')}
    </Text>
  );
}

/** The order's running value while it is typed (behaviour §05-10): the same arithmetic as the server's. */
export function OrderValueLive({
  field,
  context,
}: {
  field: 'subtotal' | 'shipping_fee' | 'vat' | 'total';
  context: PageContext;
}) {
  const { t, i18n } = useTranslation();
  const prices = useCafePrices(context);
  const list = findField(CAFE_PAGES.CafeOrder.entity, 'order_list');
  const lines = list ? readRows(context.values, list) : [];
  const quotes = prices ? lines.map((row) => lineQuote(prices, Number(row.blending_seq), Number(row.order_mass))) : [];
  const value =
    prices && quotes.length > 0 && quotes.every((quote) => quote !== null)
      ? orderValue(
          quotes.map((quote) => ({ line_amount: quote!.amount })),
          prices,
        )
      : null;
  const label = field === 'vat' && prices ? `${t('fields.vat')} (${prices.vat_rate}%)` : t(`fields.${field}`);
  return (
    <Field label={label} data-field={field}>
      <Input
        readOnly
        appearance="underline"
        value={value ? moneyText(value[field], prices?.currency, i18n.language) : ''}
      />
    </Field>
  );
}
