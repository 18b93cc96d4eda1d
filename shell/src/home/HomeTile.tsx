import { Body1, Caption1, Card, Subtitle2, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from '@coffee/field-toolkit/runtime';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@coffee/domain';
import { localeHref } from '../layout/navigation';

export interface HomeItem {
  name: string | null;
  id?: string;
  values: Record<string, number | string | boolean | null>;
}

export interface HomeTileData {
  id: string;
  /** The route of the page the tile summarises. */
  route: string;
  figures?: Record<string, number | null>;
  /** The figures are amounts in this currency's minor unit (a margin, a cup's cost: behaviour §05-15, §05-16). */
  currency?: string;
  items?: HomeItem[];
}

const useStyles = makeStyles({
  tile: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
    gap: tokens.spacingHorizontalS,
    margin: 0,
  },
  figure: { display: 'flex', flexDirection: 'column-reverse' },
  figureValue: { margin: 0 },
  items: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  detail: { color: tokens.colorNeutralForeground3 },
});

/** A value as a person reads it: a date as is, a number with its unit, a yes/no in words. */
function useValueText() {
  const { t } = useTranslation();
  return (key: string, value: number | string | boolean | null) => {
    if (value === null) return null;
    if (typeof value === 'boolean') return t(`home.values.${key}.${String(value)}`);
    if (key === 'date') return String(value);
    return t(`home.values.${key}`, { value });
  };
}

/** An amount in the currency's minor unit as the page's language writes money (the shell reads no domain arithmetic). */
function moneyText(amount: number, currency: string, locale: Locale): string {
  const format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'ko-KR', { style: 'currency', currency });
  return format.format(amount / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 0));
}

/**
 * A figure as a person reads it: a count as is, a mean with its unit or scale ("14.2 %", "8.6 / 10"), an amount of a
 * tile in a currency as money ("₩120,000").
 */
function useFigureText(currency: string | undefined, locale: Locale) {
  const { t, i18n } = useTranslation();
  return (key: string, value: number | null) =>
    value === null
      ? '-'
      : currency
        ? moneyText(value, currency, locale)
        : i18n.exists(`home.figureValues.${key}`)
          ? t(`home.figureValues.${key}`, { value })
          : value;
}

/** A home page tile (behaviour §10-1): its title links to the page it summarises; an empty tile says what to do first. */
export function HomeTile({ tile, locale }: { tile: HomeTileData; locale: Locale }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const valueText = useValueText();
  const figureText = useFigureText(tile.currency, locale);
  const href = (...rest: string[]) => localeHref(locale, ...tile.route.split('/'), ...rest);
  const figures = Object.entries(tile.figures ?? {});
  const items = tile.items ?? [];
  // A tile of amounts has something to say even at zero (nothing shipped this month yet still reads 0).
  const empty = items.length === 0 && figures.every(([, value]) => !value) && !tile.currency;
  const titleId = `home-tile-${tile.id}`;
  return (
    <Card className={styles.tile} aria-labelledby={titleId}>
      <Subtitle2 as="h2" id={titleId} className={styles.title}>
        <Link to={href()}>{t(`home.tiles.${tile.id}.title`)}</Link>
      </Subtitle2>
      {empty ? (
        <Body1>{t(`home.tiles.${tile.id}.empty`)}</Body1>
      ) : (
        <>
          {figures.length > 0 && (
            <dl className={styles.figures}>
              {figures.map(([key, value]) => (
                <div key={key} className={styles.figure}>
                  <dt>
                    <Caption1>{t(`home.figures.${key}`)}</Caption1>
                  </dt>
                  <dd className={styles.figureValue}>
                    <Title3>{figureText(key, value)}</Title3>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          {items.length > 0 && (
            <ul className={styles.items}>
              {items.map((item, index) => (
                <li key={item.id ?? index} className={styles.item}>
                  {item.id ? <Link to={href(item.id)}>{item.name ?? '-'}</Link> : <span>{item.name ?? '-'}</span>}
                  <Caption1 className={styles.detail}>
                    {Object.entries(item.values)
                      .map(([key, value]) => valueText(key, value))
                      .filter((text) => text !== null)
                      .join(' · ')}
                  </Caption1>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
