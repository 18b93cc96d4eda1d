import { staffScreenOf, staffStatusChoices } from './staffStatus';

describe('staff status choices', () => {
  it('offers a manager the active list’s roles and firing, without the owner-only senior manager', () => {
    expect(staffStatusChoices('roaster', 'active', 'MNG', 'ROASTER')).toEqual(['ROASTER', 'SAST', 'MNG', 'FIRE']);
  });

  it('adds the senior manager for the owner of a roastery, and senior manager and firing for a cafe owner', () => {
    expect(staffStatusChoices('roaster', 'active', 'OWN', 'SAST')).toContain('SMNG');
    expect(staffStatusChoices('cafe', 'active', 'OWN', 'BARISTA')).toEqual(['BARISTA', 'SAST', 'MNG', 'SMNG', 'FIRE']);
    expect(staffStatusChoices('cafe', 'active', 'SMNG', 'BARISTA')).toEqual(['BARISTA', 'SAST', 'MNG']);
  });

  it('offers the sign-up queue’s decisions and the former staff screen’s statuses', () => {
    expect(staffStatusChoices('cafe', 'queue', 'MNG', 'WTSGNP')).toEqual(['BARISTA', 'WTSGNP', 'HLD', 'CNCL', 'RJCT']);
    expect(staffStatusChoices('roaster', 'etc', 'MNG', 'RJN')).toEqual(['CNCL', 'RJCT', 'RJN', 'FIRE']);
  });

  it('keeps the row’s current status first when the screen would not offer it', () => {
    expect(staffStatusChoices('roaster', 'active', 'OWN', 'SMNG')).toEqual(['ROASTER', 'SAST', 'MNG', 'FIRE', 'SMNG']);
    expect(staffStatusChoices('roaster', 'etc', 'MNG', 'EXCLD')[0]).toBe('EXCLD');
  });

  it('leaves the owner’s row and a senior manager’s row to the owner', () => {
    expect(staffStatusChoices('roaster', 'active', 'OWN', 'OWN')).toEqual([]);
    expect(staffStatusChoices('roaster', 'active', 'SMNG', 'SMNG')).toEqual([]);
    expect(staffStatusChoices('cafe', 'etc', 'MNG', 'FIRE')).toEqual([]);
    expect(staffStatusChoices('cafe', 'etc', 'OWN', 'FIRE')).toEqual(['CNCL', 'RJCT', 'RJN', 'FIRE']);
  });
});

describe('the screen of a staff status', () => {
  it('lists members on the active screen, waiting sign-ups in the queue and departures under former staff', () => {
    expect(staffScreenOf('roaster', 'ROASTER')).toBe('active');
    expect(staffScreenOf('cafe', 'OWN')).toBe('active');
    expect(staffScreenOf('cafe', 'HLD')).toBe('queue');
    expect(staffScreenOf('roaster', 'RJCT')).toBe('etc');
    expect(staffScreenOf('roaster', null)).toBeUndefined();
  });
});
