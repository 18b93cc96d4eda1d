import { canMoveOrder, fillsBags, orderEditable, pickBatches } from './trade';

describe('orders (behaviour §05-2)', () => {
  it('moves a placed order to confirmed or cancelled by the roastery, to cancelled by the cafe, and no further', () => {
    expect(canMoveOrder('roaster', 'PLACED', 'CONFIRMED')).toBe(true);
    expect(canMoveOrder('roaster', 'CONFIRMED', 'CANCELLED')).toBe(true);
    expect(canMoveOrder('roaster', 'SHIPPED', 'CANCELLED')).toBe(false);
    expect(canMoveOrder('cafe', 'PLACED', 'CANCELLED')).toBe(true);
    expect(canMoveOrder('cafe', 'CONFIRMED', 'CANCELLED')).toBe(false);
    expect(canMoveOrder('cafe', 'SHIPPED', 'RECEIVED')).toBe(true);
    expect(canMoveOrder('roaster', 'SHIPPED', 'RECEIVED')).toBe(false);
    expect(orderEditable('PLACED')).toBe(true);
    expect(orderEditable('CONFIRMED')).toBe(false);
  });

  it('takes a mass made of whole bags of the sizes sold, any mass when none are set', () => {
    expect(fillsBags(7000, [2000, 5000])).toBe(true);
    expect(fillsBags(3000, [2000, 5000])).toBe(false);
    expect(fillsBags(2500, [2000, 10000])).toBe(false);
    expect(fillsBags(12000, [2000, 10000])).toBe(true);
    expect(fillsBags(1234, [])).toBe(true);
    expect(fillsBags(0, [])).toBe(false);
  });
});

describe('the default picking of a shipment (behaviour §05-4)', () => {
  const batch = (seq: number, blend: number, date: string, stock: number) => ({
    blending_result_year: 2026,
    blending_result_seq: seq,
    blending_seq: blend,
    blending_result_date: date,
    blending_instock: stock,
  });

  it('takes each line from its blend’s batches oldest first and names what stays short', () => {
    const { picks, short } = pickBatches(
      [
        { blending_seq: 1, order_mass: 5000 },
        { blending_seq: 2, order_mass: 4000 },
      ],
      [batch(11, 1, '2026-11-20', 3000), batch(10, 1, '2026-11-12', 1000), batch(12, 2, '2026-11-01', 2500)],
    );
    expect(picks).toEqual([
      { blending_result_year: 2026, blending_result_seq: 10, ship_mass: 1000 },
      { blending_result_year: 2026, blending_result_seq: 11, ship_mass: 3000 },
      { blending_result_year: 2026, blending_result_seq: 12, ship_mass: 2500 },
    ]);
    expect(short).toEqual({ 1: 1000, 2: 1500 });
  });
});
