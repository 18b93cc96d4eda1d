import {
  canAssignStatus,
  canChangeStatusRow,
  canCreateOrganisation,
  createLimit,
  ownerOnlyValues,
  statusChoices,
} from './roles';

describe('status tables', () => {
  it('let only the owner assign SMNG to roaster staff', () => {
    expect(statusChoices('RAUTH', 'active', 'MNG')).toEqual(['ROASTER', 'SAST', 'MNG', 'FIRE']);
    expect(statusChoices('RAUTH', 'active', 'OWN')).toContain('SMNG');
    expect(canAssignStatus('RAUTH', 'active', 'SMNG', 'SMNG')).toBe(false);
  });

  it('let only the owner assign SMNG or FIRE to cafe staff', () => {
    expect(statusChoices('CAUTH', 'active', 'SMNG')).toEqual(['BARISTA', 'SAST', 'MNG']);
    expect(canAssignStatus('CAUTH', 'active', 'FIRE', 'OWN')).toBe(true);
    expect(ownerOnlyValues('CAUTH')).toEqual(['SMNG', 'FIRE']);
  });

  it('let only the owner make a cafe a roaster partner (RSTR)', () => {
    expect(canAssignStatus('PSAUTH', 'active', 'RSTR', 'MNG')).toBe(false);
    expect(canAssignStatus('PSAUTH', 'active', 'RSTR', 'OWN')).toBe(true);
    expect(ownerOnlyValues('PSAUTH')).toEqual(['RSTR']);
  });

  it('offer the queue and departed choices of each table', () => {
    expect(statusChoices('RAUTH', 'queue', 'OWN')).toEqual(['ROASTER', 'WTSGNP', 'HLD', 'CNCL', 'RJCT']);
    expect(statusChoices('PSAUTH', 'etc', 'MNG')).toEqual(['CNCL', 'RJCT', 'RJN', 'FIRE', 'EXCLD']);
    expect(canAssignStatus('CAUTH', 'etc', 'BARISTA', 'OWN')).toBe(false);
  });
});

describe('status rows an editor may change', () => {
  it('leave a roaster SMNG row to the owner: a manager or a senior manager may not change it', () => {
    expect(canChangeStatusRow('RAUTH', 'SMNG', 'MNG')).toBe(false);
    expect(canChangeStatusRow('RAUTH', 'SMNG', 'SMNG')).toBe(false);
    expect(canChangeStatusRow('RAUTH', 'SMNG', 'OWN')).toBe(true);
  });

  it('let managers change rows of the roles they may assign', () => {
    expect(canChangeStatusRow('RAUTH', 'MNG', 'MNG')).toBe(true);
    expect(canChangeStatusRow('CAUTH', 'BARISTA', 'MNG')).toBe(true);
    expect(canChangeStatusRow('RAUTH', 'FIRE', 'MNG')).toBe(true);
  });

  it('leave a fired cafe member and an RSTR partner to the owner', () => {
    expect(canChangeStatusRow('CAUTH', 'FIRE', 'SMNG')).toBe(false);
    expect(canChangeStatusRow('CAUTH', 'FIRE', 'OWN')).toBe(true);
    expect(canChangeStatusRow('PSAUTH', 'RSTR', 'SMNG')).toBe(false);
  });

  it('leave the owner’s own row to nobody', () => {
    expect(canChangeStatusRow('RAUTH', 'OWN', 'OWN')).toBe(false);
    expect(canChangeStatusRow('CAUTH', 'OWN', 'SMNG')).toBe(false);
  });
});

describe('create limits', () => {
  it('allow 3 cafes to users and 5 to paid or staff types, 1 roaster to all', () => {
    expect(createLimit('cafe', ['USER'])).toBe(3);
    expect(createLimit('cafe', ['USER', 'PAID'])).toBe(5);
    expect(createLimit('roaster', ['SADMIN'])).toBe(1);
    expect(canCreateOrganisation('cafe', ['USER'], 2)).toBe(true);
    expect(canCreateOrganisation('cafe', ['USER'], 3)).toBe(false);
    expect(canCreateOrganisation('roaster', ['GUEST'], 0)).toBe(false);
  });
});
