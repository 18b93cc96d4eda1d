import { BEAN_PAGES, beanLinks, beanPagePath } from './beanPages';

const cafe = (role: string) => ({ auth_seq: 7, user_auth: role, name: 'Demo Cafe' });
const blendInfo = { blending_uuid: 'blend-1' };

describe('bean page links', () => {
  it('offers a note link to signed-in user types only, typed by the serial kind', () => {
    expect(beanLinks(BEAN_PAGES.blend, 'blend-1', blendInfo, ['GUEST'], undefined).note).toBeNull();
    expect(beanLinks(BEAN_PAGES.blend, 'blend-1', blendInfo, ['USER'], undefined).note).toBe(
      '/user/usernote/coffeenote/write?type=RSTRDF&serial=blend-1',
    );
    expect(beanLinks(BEAN_PAGES.received, 'lot-9', {}, ['PAID'], undefined).note).toBe(
      '/user/usernote/coffeenote/write?type=CAFEDT&serial=lot-9',
    );
  });

  it('offers the cafe register link only to cafe roles', () => {
    expect(beanLinks(BEAN_PAGES.blend, 'blend-1', blendInfo, ['USER'], undefined).register).toBeNull();
    expect(beanLinks(BEAN_PAGES.blend, 'blend-1', blendInfo, ['USER'], cafe('FIRE')).register).toBeNull();
    expect(beanLinks(BEAN_PAGES.blend, 'blend-1', blendInfo, ['USER'], cafe('BARISTA')).register).toBe(
      '/cafe/coffeebean/qrdefault/blend-1',
    );
    expect(
      beanLinks(BEAN_PAGES.blendResult, 'res-2', { blending_result_uuid: 'res-2' }, ['USER'], cafe('OWN')).register,
    ).toBe('/cafe/coffeebean/qrreceived/res-2');
  });

  it('builds a page path with the serial encoded', () => {
    expect(beanPagePath('blend', ' a/b ')).toBe('/info/beannote/beaninfo/a%2Fb');
  });
});
