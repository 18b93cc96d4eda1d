import { keysOf } from './api';

describe('the keys an inventory call names its item by', () => {
  it('names a green lot by bean and year, a batch by its seq and a cafe’s received batch by its received seq', () => {
    expect(keysOf('greenbean', { item_seq: 3, item_year: 2025 })).toEqual({
      greenbean_roaster_seq: 3,
      greenbean_year: 2025,
    });
    expect(keysOf('roasting', { item_seq: 7, item_year: 0 })).toEqual({ roasting_result_seq: 7 });
    expect(keysOf('received', { item_seq: 9, item_year: 0 })).toEqual({ received_seq: 9 });
  });
});
