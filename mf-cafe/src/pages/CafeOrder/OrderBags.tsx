import { Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { isOk } from '@coffee/api-client';
import { lookupQuery, useQuery } from '@coffee/api-client/query';
import { bagsOf, TRADE_LOOKUPS } from '@coffee/domain';
import { massText } from '@coffee/field-toolkit/blocks/trade';
import type { SelectOption } from '@coffee/domain';
import type { PageContext } from '@coffee/field-toolkit/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinePrice } from './orderValue';

const useStyles = makeStyles({
  bags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  count: { width: '6rem' },
});

type Product = SelectOption & { bag_list?: ReadonlyArray<number | string> | null };

/** The bag sizes (0.1 g) the roastery sells the line's blend in, smallest first; empty: any mass. */
function useBagSizes(context: PageContext): number[] {
  const roaster = Number(context.values.roaster_seq);
  const blend = Number(context.values[`blending_seq_${context.row ?? 0}`]);
  const products = useQuery({
    ...lookupQuery<Product[]>(TRADE_LOOKUPS.product.url, { roaster_seq: roaster }),
    enabled: Number.isSafeInteger(roaster) && roaster > 0,
  });
  const product = (products.data && isOk(products.data) ? products.data.result : []).find(
    (option) => Number(option.value) === blend,
  );
  return (product?.bag_list ?? []).map(Number).sort((a, b) => a - b);
}

/**
 * An order line's quantity in bags (behaviour §05-8): a size the roastery sells the blend in and a number of bags;
 * the line's mass (`order_mass`, 0.1 g) is their product. A blend sold without sizes takes any mass. Read, the line
 * is drawn by the trade block as on the roastery's page.
 */
export function OrderBags({ name, context }: { name: string; context: PageContext }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const sizes = useBagSizes(context);
  const language = i18n.language;
  const stored = Number(context.values[name]) || 0;
  const bags = bagsOf(stored, sizes);
  const [chosen, setChosen] = useState<number | null>(null);
  const size = chosen !== null && sizes.includes(chosen) ? chosen : (bags?.size ?? sizes[0] ?? 0);
  const count = bags && bags.size === size ? bags.count : size > 0 && stored > 0 ? stored / size : null;
  const massLabel = t('fields.order_mass');

  const price = (
    <LinePrice context={context} blend={Number(context.values[`blending_seq_${context.row ?? 0}`])} mass={stored} />
  );
  if (sizes.length === 0)
    return (
      <>
        <Field label={massLabel} required>
          <Input
            type="number"
            inputMode="decimal"
            min="0.1"
            step="0.1"
            value={stored ? String(stored / 10) : ''}
            onChange={(_, data) => context.change(name, data.value ? Math.round(Number(data.value) * 10) : null)}
          />
        </Field>
        {price}
      </>
    );
  const order = (nextSize: number, nextCount: number | null) =>
    context.change(name, nextCount && nextCount > 0 ? nextSize * nextCount : null);
  return (
    <div className={styles.bags}>
      <Field label={t('fields.bag_mass')} required>
        <Select
          value={String(size)}
          onChange={(_, data) => {
            const next = Number(data.value);
            setChosen(next);
            order(next, count !== null && Number.isInteger(count) ? count : null);
          }}
        >
          {sizes.map((option) => (
            <option key={option} value={String(option)}>
              {massText(option, language)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('fields.order_bag_count')} required className={styles.count}>
        <Input
          type="number"
          inputMode="numeric"
          min="1"
          step="1"
          value={count !== null && Number.isInteger(count) ? String(count) : ''}
          onChange={(_, data) => order(size, data.value ? Math.floor(Number(data.value)) : null)}
        />
      </Field>
      <Text role="status" aria-label={massLabel}>
        {stored > 0 ? `= ${massText(stored, language)}` : ''}
      </Text>
      {price}
    </div>
  );
}
