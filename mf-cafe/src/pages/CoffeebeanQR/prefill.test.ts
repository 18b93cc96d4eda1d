import { beanPrefill, cafeLoss, receivedPrefill } from './prefill';

describe('receivedPrefill', () => {
  const batch = {
    blending_result_uuid: 'b-1',
    blending_batch_code: 'B26-0031',
    roasting_result_date: '2026-11-16',
    blending_result_date: '2026-11-18T00:00:00.000Z',
    blending_loss: 152,
    blending_organic_loss: '131',
  };

  it("fills the batch's serial, code, roast date and losses, today as the received date and the cafe's bean", () => {
    expect(receivedPrefill({ blending_uuid: 'blend-1', blending_result: batch }, 7, '2026-11-24')).toEqual({
      coffeebean_seq: 7,
      blending_result_uuid: 'b-1',
      blending_batch_code: 'B26-0031',
      roasting_result_date: '2026-11-16',
      blending_result_date: '2026-11-18',
      blending_loss: 152,
      blending_organic_loss: 131,
      received_date: '2026-11-24',
    });
  });

  it('keeps the loss in tenths of a percent as both sides store it (behaviour §03-9), rounding and dropping non-numbers', () => {
    expect(cafeLoss(150)).toBe(150);
    expect(cafeLoss('125.4')).toBe(125);
    expect(cafeLoss('')).toBeNull();
    expect(cafeLoss('n/a')).toBeNull();
    expect(cafeLoss(null)).toBeNull();
  });

  it('reads a batch answered at the top level too', () => {
    expect(receivedPrefill(batch, 3, '2026-11-24').blending_result_uuid).toBe('b-1');
  });
});

describe('beanPrefill', () => {
  it("names the bean after the roaster's blend and copies its origin lists", () => {
    const values = beanPrefill({
      blending_uuid: 'blend-1',
      blending_name: 'House',
      blending_name_kr: '하우스',
      blending_country_list: ['ETH'],
      blending_process_list: ['WASHED'],
      blending_variety_list: [],
    });
    expect(values).toMatchObject({
      coffeebean_name: 'House',
      coffeebean_name_kr: '하우스',
      blending_uuid: 'blend-1',
      coffeebean_country_list: ['ETH'],
      coffeebean_process_list: ['WASHED'],
      coffeebean_single_origin: true,
    });
    expect(values).not.toHaveProperty('coffeebean_variety_list');
  });
});
