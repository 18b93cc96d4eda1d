import type { Visitor } from '@coffee/domain';
import { firstVisiblePath } from './menuPaths';
import { MENU_TREE } from '@coffee/suite';

const guest: Visitor = { user: null, selected: {} };
const admin: Visitor = { user: { user_id: 'a', name: 'A', usertype: ['ADMIN'] }, selected: {} };

describe('firstVisiblePath', () => {
  it('leads a guest from the info category to the intro page', () => {
    expect(firstVisiblePath(['info'], guest, MENU_TREE)).toEqual(['info', 'intro']);
  });

  it('leads a group to its first tab', () => {
    expect(firstVisiblePath(['info', 'chart'], guest, MENU_TREE)).toEqual(['info', 'chart', 'flavorwheel']);
    expect(firstVisiblePath(['info', 'map'], admin, MENU_TREE)).toEqual(['info', 'map', 'country']);
  });

  it('skips tabs hidden from the menu', () => {
    expect(firstVisiblePath(['info', 'beannote'], guest, MENU_TREE)).toEqual(['info', 'beannote', 'intro']);
  });
});
