import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@coffee/api-client/query';
import { blendName } from '@coffee/field-toolkit/blocks/trade';
import { formatMoney, localToday, priceInForce } from '@coffee/domain';
import { useTranslation } from 'react-i18next';
import { bagText, perKgOf, PriceForm } from './PriceForm';
import { priceListQuery } from './prices';
import type { PriceListAnswer } from './prices';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  cards: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))',
  },
  card: {
    display: 'grid',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  heading: { margin: 0 },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
});

/** One coffee in one bag size: the list price in force today, each cafe's own, and every price entered. */
function BagCard({
  list,
  blend,
  bag,
}: {
  list: PriceListAnswer;
  blend: PriceListAnswer['blends'][number];
  bag: number;
}) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const language = i18n.language;
  const today = localToday();
  const money = (amount: number) => formatMoney(amount, list.currency, language);
  const rows = list.prices
    .filter((row) => row.blending_seq === blend.blending_seq && row.bag_mass === bag)
    // Entry order, oldest first: the latest entered wins a day entered twice.
    .sort((a, b) => a.price_seq - b.price_seq);
  const listed = priceInForce(rows, bag, today, null);
  const cafeName = (seq: number | null) => {
    const cafe = list.cafes.find((one) => one.cafe_seq === seq);
    return cafe ? blendName(cafe.cafe_name, cafe.cafe_name_kr, language) : t('area.price.listPrice');
  };
  const cafePrices = list.cafes
    .map((cafe) => ({
      cafe,
      row: priceInForce(
        rows.filter((row) => row.cafe_seq === cafe.cafe_seq),
        bag,
        today,
        cafe.cafe_seq,
      ),
    }))
    .filter(({ row }) => row !== null);
  const unit = bagText(bag, language, perKgOf(list, blend.blending_seq, t('area.price.perKg')));
  const title = `${blendName(blend.name, blend.name_kr, language)} · ${unit}`;
  return (
    <section className={styles.card} aria-label={title}>
      <h3 className={styles.heading}>{title}</h3>
      <Text>
        {t('area.price.inForce')}:{' '}
        <strong>
          {listed
            ? t('area.price.since', { price: money(listed.price), day: listed.valid_from })
            : t('area.price.none')}
        </strong>
      </Text>
      {cafePrices.length > 0 && (
        <>
          <Text weight="semibold">{t('area.price.cafePrices')}</Text>
          <ul className={styles.list}>
            {cafePrices.map(({ cafe, row }) => (
              <li key={cafe.cafe_seq}>
                {cafeName(cafe.cafe_seq)}: {t('area.price.since', { price: money(row!.price), day: row!.valid_from })}
              </li>
            ))}
          </ul>
        </>
      )}
      {rows.length > 0 && (
        <details>
          <summary>
            {t('area.price.history')} ({rows.length})
          </summary>
          <ul className={styles.list}>
            {[...rows].reverse().map((row) => (
              <li key={row.price_seq}>
                {t('area.price.entry', { day: row.valid_from, price: money(row.price), who: cafeName(row.cafe_seq) })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

/**
 * The roastery's price list (behaviour §05-10): per coffee for sale and bag size the list price in force, the cafes'
 * own prices and the history, with the form that sets a new price. Managers and up only.
 */
export function Screen() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const list = useQuery(priceListQuery());
  const data = list.data;
  return (
    <div className={styles.root}>
      <h1>{t('area.price.title')}</h1>
      <Text>{t('area.price.hint')}</Text>
      {list.isPending ? (
        <Text>{t('widgets.loading')}</Text>
      ) : !data ? (
        <Text role="alert">{t('area.price.failed')}</Text>
      ) : data.blends.length === 0 ? (
        <Text>{t('area.price.empty')}</Text>
      ) : (
        <>
          <Text>
            {t('area.price.basis', {
              currency: data.currency,
              basis: t(data.price_vat_included ? 'area.price.withVat' : 'area.price.withoutVat'),
            })}
          </Text>
          <PriceForm list={data} />
          {data.blends.map((blend) => (
            <section key={blend.blending_seq} aria-label={blendName(blend.name, blend.name_kr, i18n.language)}>
              <h2>{blendName(blend.name, blend.name_kr, i18n.language)}</h2>
              <div className={styles.cards}>
                {blend.bag_list.map((bag) => (
                  <BagCard key={bag} list={data} blend={blend} bag={bag} />
                ))}
              </div>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
