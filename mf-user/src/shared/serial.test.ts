import { jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { fillNote, lookUpSerial, noteFromBean, serialRequest } from './serial';

describe('bean serial lookup', () => {
  it('sends each serial type to its public call with its parameter', () => {
    expect(serialRequest('RSTRDF', ' B-1 ')).toEqual({
      path: '/api/user/beaninfo/default',
      query: { blending_uuid: 'B-1' },
    });
    expect(serialRequest('RSTRDT', 'R-1')).toEqual({
      path: '/api/user/beaninfo/detail',
      query: { blending_result_uuid: 'R-1' },
    });
    expect(serialRequest('CAFEDF', 'C-1')).toEqual({
      path: '/api/user/cafebean/default',
      query: { coffeebean_uuid: 'C-1', check_usernote: 1 },
    });
    expect(serialRequest('CAFEDT', 'D-1')).toEqual({
      path: '/api/user/cafebean/detail',
      query: { received_uuid: 'D-1' },
    });
  });

  it('asks for nothing without a known type or a serial', () => {
    expect(serialRequest('XX', 'B-1')).toBeUndefined();
    expect(serialRequest('RSTRDF', '  ')).toBeUndefined();
  });

  it('fills the blend, batch date and losses, and shows the blend section when the bean has an origin', () => {
    const values = noteFromBean(
      {
        store_name: 'Demo Roastery',
        blending_result_date: '2026-11-01',
        blending_country_list: ['ETH', 'COL'],
        blending_loss: 150,
        greenbean_mass: 10,
      },
      'R-1',
    );
    expect(values).toMatchObject({
      coffeebean_uuid: 'R-1',
      store_name: 'Demo Roastery',
      blending_result_date: '2026-11-01',
      blending_country_list: ['ETH', 'COL'],
      blending_loss: 150,
      blending_info_detail_use: true,
    });
    expect(values).not.toHaveProperty('greenbean_mass');
  });

  it('hides the blend section for a bean without blend information', () => {
    expect(noteFromBean({ store_name: 'Cafe', blending_country_list: [] }, 'C-1').blending_info_detail_use).toBe(false);
  });

  it('says so when the serial finds nothing', async () => {
    mockFetch().mockImplementation(async () => jsonResponse({ status: 'NOT_FOUND', description: 'not_found' }, 404));
    await expect(lookUpSerial('RSTRDF', 'nope')).resolves.toEqual({ error: 'area.note.serialNotFound' });
    await expect(lookUpSerial('RSTRDF', '')).resolves.toEqual({ error: 'area.note.serialNeeded' });
  });

  it('names the note after its bean in both languages, unless the note already has a name', async () => {
    mockFetch().mockImplementation(async () =>
      jsonResponse({
        status: 'OK',
        detail_result: { blending_name_kr: '하우스 블렌드', blending_name: 'House Blend', store_name: 'Demo Roastery' },
      }),
    );
    const found = await lookUpSerial('RSTRDF', 'B-9');
    expect(found).toMatchObject({ cupnote_name_kr: '하우스 블렌드', cupnote_name: 'House Blend' });
    if ('error' in found) throw new Error('found nothing');
    expect(fillNote(found, { cupnote_name_kr: null })).toMatchObject({ cupnote_name: 'House Blend' });
    const named = fillNote(found, { cupnote_name_kr: '아침 커피' });
    expect(named).not.toHaveProperty('cupnote_name_kr');
    expect(named).not.toHaveProperty('cupnote_name');
    expect(named).toMatchObject({ store_name: 'Demo Roastery', coffeebean_uuid: 'B-9' });
  });
});
