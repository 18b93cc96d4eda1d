import type { Membership, SessionUser, SignedInUserType } from '@coffee/domain/session';
import type { Visitor } from '@coffee/domain/navigation';
import { decidePageAccess, pageRights, resolvePage, visibleEntries } from '@coffee/domain/navigation';
import { MENU_TREE } from './menuTree';

const guest: Visitor = { user: null, selected: {} };
const userOf = (...usertype: SignedInUserType[]): SessionUser => ({ user_id: 'u', name: 'U', usertype });
const signedIn = (...usertype: SignedInUserType[]): Visitor => ({ user: userOf(...usertype), selected: {} });
const member = (user_auth: string): Membership => ({ auth_seq: 7, user_auth, name: 'Demo' });

describe('page access decision', () => {
  it('is loading while rights load', () => {
    expect(decidePageAccess(['info', 'code', 'codegroup'], guest, { loading: true }, MENU_TREE).kind).toBe('loading');
  });

  it('opens the free tools to guests', () => {
    expect(decidePageAccess(['info', 'chart', 'flavorwheel'], guest, { loading: false }, MENU_TREE).kind).toBe(
      'allowed',
    );
    expect(decidePageAccess(['info', 'intro'], guest, { loading: false }, MENU_TREE).kind).toBe('allowed');
  });

  it('sends a guest to sign-in on a page that needs list rights', () => {
    expect(decidePageAccess(['info', 'code', 'codegroup'], guest, { loading: false }, MENU_TREE).kind).toBe('signin');
  });

  it('shows no-permission to a signed-in user without the rights', () => {
    expect(decidePageAccess(['info', 'code', 'codegroup'], signedIn('USER'), { loading: false }, MENU_TREE).kind).toBe(
      'nopermission',
    );
    expect(decidePageAccess(['user', 'system', 'table'], signedIn('ADMIN'), { loading: false }, MENU_TREE).kind).toBe(
      'nopermission',
    );
  });

  it('shows no-cafe to a signed-in user who belongs to no cafe', () => {
    const access = decidePageAccess(
      ['cafe', 'brewing', 'result'],
      signedIn('USER'),
      {
        loading: false,
        memberships: { cafe: [] },
      },
      MENU_TREE,
    );
    expect(access).toEqual({ kind: 'noorg', org: 'cafe' });
  });

  it('shows no-page for unknown routes and unknown tabs', () => {
    expect(decidePageAccess(['nowhere'], guest, { loading: false }, MENU_TREE).kind).toBe('nopage');
    expect(decidePageAccess(['info', 'chart', 'nothing'], guest, { loading: false }, MENU_TREE).kind).toBe('nopage');
  });
});

describe('rights by organisation role', () => {
  const cafeVisitor = (role: string): Visitor => ({ user: userOf('USER'), selected: { cafe: member(role) } });

  it('lets every cafe role into brewing but only managers into suppliers', () => {
    const brewing = resolvePage(['cafe', 'brewing', 'result'], MENU_TREE)!;
    const supplier = resolvePage(['cafe', 'supplier', 'roaster'], MENU_TREE)!;
    expect(pageRights(brewing, cafeVisitor('BARISTA')).listview).toBe(true);
    expect(pageRights(supplier, cafeVisitor('BARISTA')).listview).toBe(false);
    expect(pageRights(supplier, cafeVisitor('MNG')).edit).toBe(true);
  });

  it('lets only SMNG and OWN register with a roaster (child rights override the group)', () => {
    const register = resolvePage(['cafe', 'supplier', 'roasterregister'], MENU_TREE)!;
    expect(pageRights(register, cafeVisitor('MNG')).listview).toBe(false);
    expect(pageRights(register, cafeVisitor('OWN')).write).toBe(true);
  });

  it('never lets a guest write, even where the list is public', () => {
    const note = resolvePage(['cafe', 'setting', 'settingnote'], MENU_TREE)!;
    expect(pageRights(note, guest)).toMatchObject({ listview: true, write: false, edit: false });
  });

  it('gives staff lists no create button', () => {
    const staff = resolvePage(['roaster', 'etc', 'user'], MENU_TREE)!;
    const owner: Visitor = { user: userOf('USER'), selected: { roaster: member('OWN') } };
    expect(pageRights(staff, owner)).toMatchObject({ listview: true, write: false, edit: true });
  });
});

describe('menu filtering', () => {
  const ids = (visitor: Visitor, parent: string[] = []) =>
    visibleEntries(parent, visitor, MENU_TREE).map((entry) => entry.id);

  it('shows guests only the info category', () => {
    expect(ids(guest)).toEqual(['info']);
  });

  it('hides the admin groups of info from a plain user and shows them to an admin', () => {
    expect(ids(signedIn('USER'), ['info'])).not.toContain('code');
    expect(ids(signedIn('ADMIN'), ['info'])).toEqual(expect.arrayContaining(['code', 'map']));
  });

  it('never lists entries whose display flag is false', () => {
    expect(ids(guest, ['info', 'beannote'])).toEqual(['intro']);
    expect(ids(signedIn('USER'), ['user'])).not.toContain('signin');
  });

  it('shows the system group to SADMIN only', () => {
    expect(ids(signedIn('SADMIN'), ['user'])).toContain('system');
    expect(ids(signedIn('ADMIN'), ['user'])).not.toContain('system');
  });
});
