import {
  bagsOf,
  canMoveOrder,
  fillsBags,
  lineBagSize,
  orderEditable,
  pickBatches,
  settledOrderStatus,
  shipsWhole,
} from './trade';

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

  it('takes each line from its blend’s batches oldest first, in whole bags, and leaves the rest for later', () => {
    const { picks, short } = pickBatches(
      [
        { blending_seq: 1, open_mass: 4000, bag_mass: 2000 },
        { blending_seq: 2, open_mass: 4000, bag_mass: 2000 },
        { blending_seq: 3, open_mass: 50000, bag_mass: null },
        { blending_seq: 4, open_mass: 3000, bag_mass: 2000 },
      ],
      [
        batch(11, 1, '2026-11-20', 3000),
        batch(10, 1, '2026-11-12', 1000),
        batch(12, 2, '2026-11-01', 2500),
        batch(13, 3, '2026-11-02', 12000),
        batch(14, 4, '2026-11-03', 1000),
      ],
    );
    expect(picks).toEqual([
      { blending_result_year: 2026, blending_result_seq: 10, ship_mass: 1000 },
      { blending_result_year: 2026, blending_result_seq: 11, ship_mass: 3000 },
      { blending_result_year: 2026, blending_result_seq: 12, ship_mass: 2000 },
      { blending_result_year: 2026, blending_result_seq: 13, ship_mass: 12000 },
    ]);
    expect(short).toEqual({ 2: 2000, 3: 38000, 4: 3000 });
  });

  it('ships whole bags or what is left, never more', () => {
    const line = { blending_seq: 1, open_mass: 5000, bag_mass: 2000 };
    expect(shipsWhole(2000, line)).toBe(true);
    expect(shipsWhole(5000, line)).toBe(true);
    expect(shipsWhole(3000, line)).toBe(false);
    expect(shipsWhole(6000, line)).toBe(false);
    expect(shipsWhole(1234, { ...line, bag_mass: null })).toBe(true);
    expect(shipsWhole(0, { ...line, bag_mass: null })).toBe(false);
    expect(lineBagSize(50000, [2000, 10000])).toBe(10000);
    expect(lineBagSize(1234, [])).toBeNull();
  });

  it('settles an order partly shipped, shipped, then received', () => {
    expect(settledOrderStatus('CONFIRMED', { open: 1, shipments: 0, received: false })).toBe('CONFIRMED');
    expect(settledOrderStatus('CONFIRMED', { open: 1, shipments: 1, received: false })).toBe('PARTLY');
    expect(settledOrderStatus('PARTLY', { open: 0, shipments: 2, received: false })).toBe('SHIPPED');
    expect(settledOrderStatus('PARTLY', { open: 0, shipments: 2, received: true })).toBe('RECEIVED');
  });
});
