import { httpStatusToApiStatus, statusMessageKey } from './status';

describe('HTTP status mapping', () => {
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, '409'],
    [500, '500'],
  ])('maps %i to %s', (code, status) => {
    expect(httpStatusToApiStatus(code)).toBe(status);
  });
});

describe('status message keys', () => {
  it('shows noauth_text for 401, or nopage_text when the caller hides it', () => {
    expect(statusMessageKey('UNAUTHORIZED')).toBe('noauth_text');
    expect(statusMessageKey('UNAUTHORIZED', { hideNoAuth: true })).toBe('nopage_text');
  });

  it('shows nopermission_text for 403 and nopage_text for 404', () => {
    expect(statusMessageKey('FORBIDDEN')).toBe('nopermission_text');
    expect(statusMessageKey('NOT_FOUND')).toBe('nopage_text');
  });

  it('shows error_text for a network failure and nodata_text for anything else', () => {
    expect(statusMessageKey('network_error')).toBe('error_text');
    expect(statusMessageKey('500')).toBe('nodata_text');
    expect(statusMessageKey('BAD_REQUEST')).toBe('nodata_text');
  });
});
