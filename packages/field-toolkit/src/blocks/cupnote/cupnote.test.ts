import { cleanCupnote, cupnote } from './cupnote';

describe('cupnote clean button', () => {
  const dirty = {
    cupnote_satis: 7,
    cupnote_balance_point: 3,
    cupnote_acidity_point: 9,
    cupnote_flavor_list: ['CHERRY', 'JASMINE', 'CARAMELIZED'],
    cupnote_aftertaste_list: ['LONG'],
    cupnote_texture_list: ['SILKY'],
    cupnote_feeling_list: ['BRIGHT'],
    cupnote_flavor_wheel_use: true,
    cupnote_flavor_wheel_simple: true,
    cupnote_flavor_wheel_rotate: 450,
  };

  it('sets all six points to the satisfaction and empties the four lists and the wheel', () => {
    expect(cleanCupnote(dirty)).toEqual({
      cupnote_balance_point: 7,
      cupnote_aroma_point: 7,
      cupnote_sweetness_point: 7,
      cupnote_body_point: 7,
      cupnote_flavor_point: 7,
      cupnote_acidity_point: 7,
      cupnote_flavor_list: [],
      cupnote_aftertaste_list: [],
      cupnote_texture_list: [],
      cupnote_feeling_list: [],
      cupnote_flavor_wheel_use: false,
      cupnote_flavor_wheel_simple: false,
      cupnote_flavor_wheel_rotate: 0,
    });
  });

  it('uses 5 for the points while the satisfaction is empty', () => {
    expect(cleanCupnote({ ...dirty, cupnote_satis: '' }).cupnote_body_point).toBe(5);
    expect(cleanCupnote({ ...dirty, cupnote_satis: null }).cupnote_aroma_point).toBe(5);
  });

  it('is offered on the satisfaction field', () => {
    const action = cupnote().fieldActions.cupnote_satis?.actions?.[0];
    expect(action).toMatchObject({ kind: 'update', label: 'blocks.cupnote.clean' });
  });
});
