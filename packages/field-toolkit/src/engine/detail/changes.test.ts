import { flattenRecord, removeRow, addRow } from '@coffee/field-toolkit/forms';
import { testBean } from '../../testing';
import { computeChanges, stripAudit } from './changes';

const list = testBean.fields.find((f) => f.name === 'row_list')!;
const loaded = flattenRecord(testBean, {
  bean_seq: 7,
  bean_name: 'Geisha',
  bean_weight: 125,
  bean_memo: null,
  row_list: [
    { row_name: 'a', row_weight: 1 },
    { row_name: 'b', row_weight: 2 },
  ],
  rgst_at: '2024-01-01T00:00:00Z',
  edit_at: '2024-02-01T00:00:00Z',
});

describe('computeChanges', () => {
  it('reports nothing changed for untouched values', () => {
    expect(computeChanges(testBean, loaded, { ...loaded }, 'edit').changed).toBe(false);
  });

  it('treats null, undefined and blank as the same empty value', () => {
    expect(computeChanges(testBean, loaded, { ...loaded, bean_memo: '' }, 'edit').changed).toBe(false);
  });

  it('sends only changed fields plus the keys and the loaded edit_at', () => {
    const { changed, body } = computeChanges(testBean, loaded, { ...loaded, bean_name: 'Gesha' }, 'edit');
    expect(changed).toBe(true);
    expect(body).toEqual({ bean_name: 'Gesha', bean_seq: 7, edit_at: '2024-02-01T00:00:00Z' });
  });

  it('never sends audit fields', () => {
    const { body } = computeChanges(testBean, loaded, { ...loaded, rgst_at: '2030-01-01', bean_name: 'x' }, 'edit');
    expect(body).not.toHaveProperty('rgst_at');
  });

  it('sends a changed sub-list as rows with per-row update flags', () => {
    const { body } = computeChanges(testBean, loaded, { ...loaded, row_weight_1: 5 }, 'edit');
    expect(body.row_list).toEqual([
      { row_name: 'a', row_weight: 1 },
      { row_name: 'b', row_weight: 5 },
    ]);
    expect(body.UPList).toEqual({ row_list: [0, 1] });
    expect(body.DEList).toEqual({ row_list: [0, 0] });
    expect(body).not.toHaveProperty('row_weight_1');
  });

  it('flags a removed row for deletion and a new row for update', () => {
    const edited = addRow(removeRow(loaded, list, 0), list, { row_name: 'c', row_weight: 3 });
    const { body } = computeChanges(testBean, loaded, edited, 'edit');
    expect(body.row_list).toEqual([
      { row_name: 'b', row_weight: 2 },
      { row_name: 'c', row_weight: 3 },
      { row_name: 'a', row_weight: 1 },
    ]);
    expect(body.UPList).toEqual({ row_list: [0, 1, 0] });
    expect(body.DEList).toEqual({ row_list: [0, 0, 1] });
  });

  it('sends every filled field on write, defaults included', () => {
    const initial = flattenRecord(testBean, { bean_weight: 10, row_list: [] });
    const current = addRow({ ...initial, bean_name: 'New' }, list, { row_name: 'r' });
    const { changed, body } = computeChanges(testBean, initial, current, 'write');
    expect(changed).toBe(true);
    expect(body).toMatchObject({ bean_name: 'New', bean_weight: 10, UPList: { row_list: [1] } });
    expect(body).not.toHaveProperty('bean_seq');
  });
});

describe('stripAudit', () => {
  it('removes the six audit fields from a copied record', () => {
    expect(
      stripAudit({ bean_name: 'x', rgst_at: 1, rgst_by: 'a', rgst_user: 1, edit_at: 2, edit_by: 'b', edit_user: 2 }),
    ).toEqual({ bean_name: 'x' });
  });
});
