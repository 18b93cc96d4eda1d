import { Button, Field, Input, Select, Text, makeStyles, tokens } from '@fluentui/react-components';
import { isOk } from '@coffee/api-client';
import { callKeys, useQueryClient } from '@coffee/api-client/query';
import { blendName, massText } from '@coffee/field-toolkit/blocks/trade';
import { answerText } from '@coffee/field-toolkit/dialogs';
import { currencyDigits, localToday } from '@coffee/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { priceCalls, savePrice } from './prices';
import type { PriceListAnswer } from './prices';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
    alignItems: 'end',
  },
});

/** A bag size as the list names it: "200 g", or "per kg" for a blend sold without sizes. */
export const bagText = (bag: number, language: string, perKg: string | null) => perKg ?? massText(bag, language);

/** The words for a blend's price unit when it is sold without sizes, else null. */
export const perKgOf = (list: PriceListAnswer, blend: number, words: string): string | null =>
  list.blends.find((one) => one.blending_seq === blend)?.per_kg ? words : null;

/**
 * Sets a price (behaviour §05-10): a coffee, one of its bag sizes, the list's or a partner cafe's, the amount in the
 * roastery's currency and the day it applies from. The server refuses by field and rule; the refusal is shown here.
 */
export function PriceForm({ list }: { list: PriceListAnswer }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const client = useQueryClient();
  const language = i18n.language;
  const [blend, setBlend] = useState<number>(list.blends[0]?.blending_seq ?? 0);
  const sizes = list.blends.find((one) => one.blending_seq === blend)?.bag_list ?? [];
  const [bag, setBag] = useState<number | null>(null);
  const size = bag !== null && sizes.includes(bag) ? bag : (sizes[0] ?? 0);
  const [cafe, setCafe] = useState<string>('');
  const [amount, setAmount] = useState('');
  const [day, setDay] = useState(localToday());
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const digits = currencyDigits(list.currency);

  const save = async () => {
    const answer = await savePrice({
      blending_seq: blend,
      bag_mass: size,
      // Typed in the currency's major unit, kept in its minor unit.
      price: amount.trim() === '' ? Number.NaN : Math.round(Number(amount) * 10 ** digits),
      valid_from: day,
      cafe_seq: cafe ? Number(cafe) : null,
    });
    if (!isOk(answer)) return setMessage({ text: answerText(t, answer), failed: true });
    setMessage({ text: t('area.price.saved'), failed: false });
    setAmount('');
    await client.invalidateQueries({ queryKey: callKeys.all(priceCalls.list) });
  };

  return (
    <section aria-label={t('area.price.set')}>
      <h2>{t('area.price.set')}</h2>
      <div className={styles.form}>
        <Field label={t('area.price.blend')}>
          <Select value={String(blend)} onChange={(_, data) => setBlend(Number(data.value))}>
            {list.blends.map((one) => (
              <option key={one.blending_seq} value={String(one.blending_seq)}>
                {blendName(one.name, one.name_kr, language)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('area.price.bag')}>
          <Select value={String(size)} onChange={(_, data) => setBag(Number(data.value))}>
            {sizes.map((one) => (
              <option key={one} value={String(one)}>
                {bagText(one, language, perKgOf(list, blend, t('area.price.perKg')))}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('area.price.cafe')}>
          <Select value={cafe} onChange={(_, data) => setCafe(data.value)}>
            <option value="">{t('area.price.listPrice')}</option>
            {list.cafes.map((one) => (
              <option key={one.cafe_seq} value={String(one.cafe_seq)}>
                {blendName(one.cafe_name, one.cafe_name_kr, language)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('area.price.price', { currency: list.currency })} required>
          <Input
            type="number"
            inputMode="decimal"
            min="0"
            step={digits ? String(10 ** -digits) : '1'}
            value={amount}
            onChange={(_, data) => setAmount(data.value)}
          />
        </Field>
        <Field label={t('area.price.validFrom')} required>
          <Input type="date" value={day} onChange={(_, data) => setDay(data.value)} />
        </Field>
        <Button appearance="primary" onClick={() => void save()}>
          {t('area.price.save')}
        </Button>
      </div>
      {message && <Text role={message.failed ? 'alert' : 'status'}>{message.text}</Text>}
    </section>
  );
}
