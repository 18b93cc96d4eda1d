import { BEAN_SERIAL_TYPES } from '../model/codeGroups';
import { BEAN_SERIAL_PAGES, eventLinkUrl, publicBeanUrl, qrLinkUrl } from './publicLinks';

const uuid = '0b6f3c1e-8f0a-4d55-9a51-2f1c6f7d9e10';
const kr = { locale: 'kr' } as const;
const en = { locale: 'en' } as const;

describe('publicBeanUrl', () => {
  it.each([
    ['blend', `/info/beannote/beaninfo/${uuid}`],
    ['blendResult', `/info/beannote/beandetail/${uuid}`],
    ['cafeBlend', `/cafe/coffeebean/qrdefault/${uuid}`],
    ['cafeBlendResult', `/cafe/coffeebean/qrreceived/${uuid}`],
    ['coffeebean', `/info/beannote/coffeebean/${uuid}`],
    ['coffeebeanDetail', `/info/beannote/coffeebeandetail/${uuid}`],
  ] as const)('builds the Korean (unprefixed) path of the %s page', (page, path) => {
    expect(publicBeanUrl(page, uuid, kr)).toBe(path);
  });

  it('prefixes English links with /en and prepends the origin without doubling the slash', () => {
    expect(publicBeanUrl('blend', uuid, { locale: 'en', origin: 'https://coffee.test/' })).toBe(
      `https://coffee.test/en/info/beannote/beaninfo/${uuid}`,
    );
  });

  it('encodes a serial that is not URL-safe', () => {
    expect(publicBeanUrl('blend', 'a/b c', kr)).toBe('/info/beannote/beaninfo/a%2Fb%20c');
  });

  it('gives every bean serial type a public page', () => {
    expect(BEAN_SERIAL_TYPES.map((type) => publicBeanUrl(BEAN_SERIAL_PAGES[type], 'x', kr))).toEqual([
      '/info/beannote/beaninfo/x',
      '/info/beannote/beandetail/x',
      '/info/beannote/coffeebean/x',
      '/info/beannote/coffeebeandetail/x',
    ]);
  });
});

describe('eventLinkUrl', () => {
  it('sends a sign-up event to the sign-up page of its organisation type', () => {
    expect(eventLinkUrl('roaster', 'SGNP', uuid, en)).toBe(`/en/user/link/roastersignup/${uuid}`);
    expect(eventLinkUrl('cafe', 'SGNP', uuid, kr)).toBe(`/user/link/cafesignup/${uuid}`);
  });

  it("sends a roaster's CSTMR event to the cafe's roaster registration page", () => {
    expect(eventLinkUrl('roaster', 'CSTMR', uuid, kr)).toBe(`/cafe/supplier/roasterregister/${uuid}`);
  });

  it('treats a missing event type as sign-up', () => {
    expect(eventLinkUrl('roaster', null, uuid, kr)).toBe(`/user/link/roastersignup/${uuid}`);
  });
});

describe('qrLinkUrl', () => {
  it('builds a bean link from the declared page', () => {
    expect(qrLinkUrl({ kind: 'bean', page: 'blendResult' }, uuid, {}, en)).toBe(`/en/info/beannote/beandetail/${uuid}`);
  });

  it("reads the event type from the form's values", () => {
    const link = { kind: 'event', org: 'roaster', typeField: 'event_type' } as const;
    expect(qrLinkUrl(link, uuid, { event_type: 'CSTMR' }, kr)).toBe(`/cafe/supplier/roasterregister/${uuid}`);
    expect(qrLinkUrl(link, uuid, { event_type: 'SGNP' }, kr)).toBe(`/user/link/roastersignup/${uuid}`);
  });

  it('gives no URL before the server has assigned a serial', () => {
    expect(qrLinkUrl({ kind: 'bean', page: 'blend' }, '', {}, kr)).toBeNull();
    expect(qrLinkUrl({ kind: 'bean', page: 'blend' }, null, {}, kr)).toBeNull();
  });
});

describe('language-neutral QR links (behaviour §10-3.4)', () => {
  it('carry no locale when none is given, whatever the creator reads', () => {
    expect(qrLinkUrl({ kind: 'bean', page: 'blend' }, 'abc', {}, { origin: 'https://coffee.test' })).toBe(
      'https://coffee.test/info/beannote/beaninfo/abc',
    );
  });
});
