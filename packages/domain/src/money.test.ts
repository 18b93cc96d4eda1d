import {
  amountOfMass,
  currencyDigits,
  discountedPrice,
  formatMoney,
  orderValue,
  priceInForce,
  splitVat,
} from './money';

describe('money (behaviour §05-10)', () => {
  it('knows the minor unit of a currency', () => {
    expect(currencyDigits('KRW')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('formats minor units in the page language', () => {
    expect(formatMoney(12000, 'KRW', 'ko')).toBe('₩12,000');
    expect(formatMoney(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatMoney(1234567, 'KRW', 'en')).toBe('₩1,234,567');
  });

  it('values whole bags exactly and part of a bag pro rata, half up', () => {
    expect(amountOfMass(10000, 2000, 18000)).toBe(90000);
    expect(amountOfMass(1000, 2000, 18001)).toBe(9001);
    expect(amountOfMass(1000, 3000, 10000)).toBe(3333);
    expect(amountOfMass(2000, 3000, 10000)).toBe(6667);
    expect(() => amountOfMass(1000, 0, 10000)).toThrow(RangeError);
  });

  it('takes a discount off a price, half up', () => {
    expect(discountedPrice(18000, 10)).toBe(16200);
    expect(discountedPrice(18000, '5.5')).toBe(17010);
    expect(discountedPrice(999, 0.5)).toBe(994);
    expect(discountedPrice(18000, 0)).toBe(18000);
  });

  it('cuts the VAT of a line priced without VAT to the minor unit', () => {
    expect(splitVat(10000, 10, false)).toEqual({ supply: 10000, vat: 1000 });
    expect(splitVat(12345, '10.00', false)).toEqual({ supply: 12345, vat: 1234 });
    expect(splitVat(12349, 10, false)).toEqual({ supply: 12349, vat: 1234 });
    expect(splitVat(1000, 0, false)).toEqual({ supply: 1000, vat: 0 });
  });

  it('splits a line priced with VAT so supply and VAT add up to the amount, VAT cut', () => {
    expect(splitVat(11000, 10, true)).toEqual({ supply: 10000, vat: 1000 });
    expect(splitVat(1007, 10, true)).toEqual({ supply: 916, vat: 91 });
    expect(splitVat(19800, '10.00', true)).toEqual({ supply: 18000, vat: 1800 });
    expect(splitVat(999, 5.5, true)).toEqual({ supply: 947, vat: 52 });
  });

  it('sums the VAT of the lines, not the VAT of the sum', () => {
    const value = orderValue([{ line_amount: 12345 }, { line_amount: 12345 }], {
      vat_rate: 10,
      price_vat_included: false,
      shipping_fee: 3000,
    });
    expect(value).toEqual({
      subtotal: 24690,
      vat: 1234 + 1234 + 300,
      shipping_fee: 3000,
      total: 24690 + 3000 + 2768,
      lines: [
        { supply: 12345, vat: 1234 },
        { supply: 12345, vat: 1234 },
      ],
    });
  });

  it('values an order priced with VAT at what the cafe pays', () => {
    const value = orderValue([{ line_amount: 19800 }, { line_amount: 1007 }], {
      vat_rate: 10,
      price_vat_included: true,
      shipping_fee: 3300,
    });
    expect(value.subtotal).toBe(18000 + 916);
    expect(value.shipping_fee).toBe(3000);
    expect(value.vat).toBe(1800 + 91 + 300);
    expect(value.total).toBe(19800 + 1007 + 3300);
  });

  it('takes the cafe price before the list price, the latest valid on the day', () => {
    const rows = [
      { bag_mass: 2000, cafe_seq: null, price: 18000, valid_from: '2026-01-01' },
      { bag_mass: 2000, cafe_seq: null, price: 19000, valid_from: '2026-06-01' },
      { bag_mass: 2000, cafe_seq: 7, price: 17000, valid_from: '2026-03-01' },
      { bag_mass: 10000, cafe_seq: null, price: 80000, valid_from: '2026-01-01' },
    ];
    expect(priceInForce(rows, 2000, '2026-02-01', null)?.price).toBe(18000);
    expect(priceInForce(rows, 2000, '2026-06-01', null)?.price).toBe(19000);
    expect(priceInForce(rows, 2000, '2026-02-01', 7)?.price).toBe(18000);
    expect(priceInForce(rows, 2000, '2026-07-01', 7)?.price).toBe(17000);
    expect(priceInForce(rows, 2000, '2026-07-01', 8)?.price).toBe(19000);
    expect(priceInForce(rows, 10000, '2025-12-31', null)).toBeNull();
    expect(priceInForce(rows, 5000, '2026-07-01', null)).toBeNull();
  });
});
