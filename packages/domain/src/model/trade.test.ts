import { bagsOf, canMoveOrder, fillsBags, orderEditable, pickBatches } from './trade';

describe('orders (behaviour §05-2)', () => {
  it('moves a placed order to confirmed or cancelled by the roastery, to cancelled by the cafe, and no further', () => {
    expect(canMoveOrder('roaster', 'PLACED', 'CONFIRMED')).toBe(true);
    expect(canMoveOrder('roaster', 'CONFIRMED', 'CANCELLED')).toBe(true);
    expect(canMoveOrder('roaster', 'SHIPPED', 'CANCELLED')).toBe(false);
    expect(canMoveOrder('roaster', 'CONFIRMED', 'PARTLY')).toBe(true);
    expect(canMoveOrder('roaster', 'PARTLY', 'SHIPPED')).toBe(true);
    expect(canMoveOrder('roaster', 'PARTLY', 'CANCELLED')).toBe(false);
    expect(canMoveOrder('cafe', 'PLACED', 'CANCELLED')).toBe(true);
    expect(canMoveOrder('cafe', 'CONFIRMED', 'CANCELLED')).toBe(false);
    expect(canMoveOrder('cafe', 'SHIPPED', 'RECEIVED')).toBe(true);
    expect(canMoveOrder('roaster', 'SHIPPED', 'RECEIVED')).toBe(false);
    expect(orderEditable('PLACED')).toBe(true);
    expect(orderEditable('CONFIRMED')).toBe(false);
  });

  it('takes a mass of whole bags of one size sold, any mass when none are set', () => {
    expect(bagsOf(10000, [2000, 5000])).toEqual({ size: 5000, count: 2 });
    expect(bagsOf(6000, [2000, 5000])).toEqual({ size: 2000, count: 3 });
    expect(bagsOf(7000, [2000, 5000])).toBeNull();
    expect(fillsBags(7000, [2000, 5000])).toBe(false);
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

  it('takes each line from its blend’s batches oldest first and leaves a line it cannot fill for later', () => {
    const { picks, short } = pickBatches(
      [
        { blending_seq: 1, order_mass: 4000 },
        { blending_seq: 2, order_mass: 4000 },
      ],
      [batch(11, 1, '2026-11-20', 3000), batch(10, 1, '2026-11-12', 1000), batch(12, 2, '2026-11-01', 2500)],
    );
    expect(picks).toEqual([
      { blending_result_year: 2026, blending_result_seq: 10, ship_mass: 1000 },
      { blending_result_year: 2026, blending_result_seq: 11, ship_mass: 3000 },
    ]);
    expect(short).toEqual({ 2: 1500 });
  });
});
