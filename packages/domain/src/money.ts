/**
 * Money in the trade (behaviour §05-10): amounts are integers in the currency's minor unit (KRW has none, USD has
 * cents); rates are percents as the database keeps them (numeric, possibly a string). Every figure an order, an
 * invoice or a margin shows is computed here, so both sides and every report round the same way.
 */

/** Digits of the currency's minor unit (KRW 0, USD 2, BHD 3), as the platform's Intl knows them; 2 when unknown. */
export function currencyDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount in minor units as the page's language writes money in that currency (₩12,000, US$12.50, 12,000원). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount / 10 ** digits);
  } catch {
    return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

/** A non-negative integer's quotient by a positive one, rounded half up (exact for any safe integers). */
function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((2n * numerator + denominator) / (2n * denominator));
}

/** A percent (10, '10.00', 5.5) in hundredths of a percent (1000, 550), the unit the exact arithmetic uses. */
function basisPoints(rate: number | string): bigint {
  const value = Number(rate);
  if (!Number.isFinite(value) || value < 0) throw new RangeError(`not a rate: ${String(rate)}`);
  return BigInt(Math.round(value * 100));
}

function minorUnits(amount: number): bigint {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`not an amount: ${String(amount)}`);
  return BigInt(amount);
}

/**
 * The value of `mass` (0.1 g) of a line priced `unit_price` per bag of `bag_mass` (0.1 g), rounded half up to the
 * minor unit: a whole number of bags is exactly bags × price; a part of a bag (a short shipment) is pro rata.
 */
export function amountOfMass(mass: number, bag_mass: number, unit_price: number): number {
  if (!Number.isSafeInteger(bag_mass) || bag_mass <= 0) throw new RangeError(`not a bag size: ${String(bag_mass)}`);
  return divideHalfUp(minorUnits(mass) * minorUnits(unit_price), BigInt(bag_mass));
}

/** A price less a partner cafe's discount (percent, one decimal), rounded half up to the minor unit. */
export function discountedPrice(price: number, discount: number | string): number {
  const off = basisPoints(discount);
  if (off > 10000n) throw new RangeError(`not a discount: ${String(discount)}`);
  return divideHalfUp(minorUnits(price) * (10000n - off), 10000n);
}

/**
 * One line's supply value and VAT (behaviour §05-10). The Korean tax invoice (세금계산서) prints supply value
 * (공급가액) and tax (세액) per item, and its totals are the sums of the items; the law leaves the rounding to the
 * issuer (the issuing services offer round up, truncate or round). The rule here, for every line and the shipping
 * fee: the VAT is cut to the minor unit (원 미만 절사), never rounded up.
 * - prices without VAT: vat = ⌊amount × rate / 100⌋, supply = amount;
 * - prices with VAT: vat = ⌊amount × rate / (100 + rate)⌋, supply = amount − vat (so supply + vat = amount paid).
 */
export function splitVat(amount: number, rate: number | string, vatIncluded: boolean): { supply: number; vat: number } {
  const value = minorUnits(amount);
  const bp = basisPoints(rate);
  const vat = Number(vatIncluded ? (value * bp) / (10000n + bp) : (value * bp) / 10000n);
  return { supply: vatIncluded ? amount - vat : amount, vat };
}

/** An order's money settings as captured when it is placed (the roastery's at that moment). */
export interface OrderMoneySettings {
  readonly vat_rate: number | string;
  readonly price_vat_included: boolean;
  /** Per order, in the same basis as the prices. */
  readonly shipping_fee: number;
}

/** An order's value: every figure without VAT except `total`; `lines` holds each line's split, in order. */
export interface OrderValue {
  readonly subtotal: number;
  readonly vat: number;
  readonly shipping_fee: number;
  readonly total: number;
  readonly lines: readonly { readonly supply: number; readonly vat: number }[];
}

/**
 * An order's value (behaviour §05-10): each line's amount (unit price × bags, in the roastery's basis) and the
 * shipping fee split by `splitVat`; subtotal = the lines' supply values, shipping_fee = the fee's supply value,
 * vat = the lines' and the fee's VAT, total = subtotal + shipping_fee + vat (what the cafe pays).
 */
export function orderValue(
  lines: readonly { readonly line_amount: number }[],
  settings: OrderMoneySettings,
): OrderValue {
  const split = lines.map((line) => splitVat(line.line_amount, settings.vat_rate, settings.price_vat_included));
  const fee = splitVat(settings.shipping_fee, settings.vat_rate, settings.price_vat_included);
  const subtotal = split.reduce((sum, line) => sum + line.supply, 0);
  const vat = split.reduce((sum, line) => sum + line.vat, fee.vat);
  return { subtotal, vat, shipping_fee: fee.supply, total: subtotal + fee.supply + vat, lines: split };
}

/** A row of a price list (behaviour §05-10): per bag of `bag_mass`, from `valid_from` (YYYY-MM-DD); a cafe's own or the list's. */
export interface PriceRow {
  readonly bag_mass: number;
  readonly cafe_seq: number | null;
  readonly price: number;
  readonly valid_from: string;
}

/**
 * The price in force on `day` for a bag of `bag_mass` (behaviour §05-10): among the rows valid from that day or
 * before, the latest; the cafe's own price before the list price, whatever their days. Null when none is in force.
 */
export function priceInForce<Row extends PriceRow>(
  rows: readonly Row[],
  bag_mass: number,
  day: string,
  cafe_seq: number | null,
): Row | null {
  const latest = (cafe: number | null): Row | null =>
    rows
      .filter((row) => row.bag_mass === bag_mass && row.cafe_seq === cafe && row.valid_from <= day)
      .reduce<Row | null>((best, row) => (best === null || row.valid_from >= best.valid_from ? row : best), null);
  return (cafe_seq === null ? null : latest(cafe_seq)) ?? latest(null);
}
