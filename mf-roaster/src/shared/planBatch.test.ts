import { plannedBatchValues, roastBatchPath } from './planBatch';

describe('a planned batch handed to a new roasting result', () => {
  const batch = {
    roasting_seq: 7,
    date: '2026-11-27',
    rows: [
      { greenbean_roaster_seq: 3, greenbean_year: 2026, greenbean_mass: 30_000 },
      { greenbean_roaster_seq: 4, greenbean_year: null, greenbean_mass: 10_000 },
    ],
  };

  it('opens the write form with recipe and rows in its address, not the planned day', () => {
    expect(roastBatchPath(batch)).toBe(
      '/roaster/roasting/result/write?roasting_seq=7&plan_row=3.2026.30000&plan_row=4..10000',
    );
  });

  it('names the schedule commitment a scheduled batch fulfils', () => {
    const query = new URL(roastBatchPath({ ...batch, schedule_seq: 12 }), 'http://x').searchParams;
    expect(plannedBatchValues(query)).toMatchObject({ roasting_seq: 7, roasting_schedule_seq: 12 });
  });

  it("prefills the recipe and the green rows with lots, shares and total; the day stays the form's today", () => {
    const query = new URL(roastBatchPath(batch), 'http://x').searchParams;
    const values = plannedBatchValues(query);
    expect(values).not.toHaveProperty('roasting_result_date');
    expect(values).toEqual({
      roasting_seq: 7,
      greenbean_list: [
        {
          greenbean_roaster_seq: 3,
          greenbean_year: 2026,
          greenbean_mass: 30_000,
          greenbean_percent: 750,
          greenbean_order: 0,
        },
        {
          greenbean_roaster_seq: 4,
          greenbean_year: null,
          greenbean_mass: 10_000,
          greenbean_percent: 250,
          greenbean_order: 1,
        },
      ],
      greenbean_total_mass: 40_000,
    });
  });

  it('prefills nothing without a planned recipe, and skips rows it cannot read', () => {
    expect(plannedBatchValues(new URLSearchParams('plan_row=3.2026.100'))).toEqual({});
    expect(
      plannedBatchValues(new URLSearchParams('roasting_seq=7&plan_row=x.2026.100&plan_row=3.2026.-5')),
    ).toMatchObject({
      greenbean_list: [],
      greenbean_total_mass: 0,
    });
  });
});
