import { organisationEntities as entities } from './entities/organisation';
import { fixedOptionLabel } from './fields';

const status = entities.CafeEvent?.fields.find((field) => field.name === 'event_status');

describe('fixed options', () => {
  it('give an event status its word in each language', () => {
    expect([-1, 0, 1].map((value) => fixedOptionLabel(status, value, 'en'))).toEqual(['Upcoming', 'Open', 'Ended']);
    expect(fixedOptionLabel(status, '0', 'kr')).toBe('진행 중');
  });

  it('give no word to an empty value, an unknown value or a field without fixed options', () => {
    expect(fixedOptionLabel(status, null, 'en')).toBeUndefined();
    expect(fixedOptionLabel(status, 7, 'en')).toBeUndefined();
    const start = entities.CafeEvent?.fields.find((field) => field.name === 'event_start');
    expect(fixedOptionLabel(start, 0, 'en')).toBeUndefined();
  });
});
