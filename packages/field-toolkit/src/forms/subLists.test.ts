import { testBean } from '../testing';
import { addRow, flattenRecord, originKey, readRows, removeRow, unflattenValues } from './subLists';

const list = testBean.fields.find((f) => f.name === 'row_list')!;

describe('sub-list form values', () => {
  const values = flattenRecord(testBean, {
    bean_name: 'x',
    row_list: [
      { row_name: 'a', row_weight: 1 },
      { row_name: 'b', row_weight: 2 },
    ],
  });

  it('holds rows as indexed fields with their origin', () => {
    expect(values).toMatchObject({ row_name_0: 'a', row_weight_1: 2, [originKey(list)]: [0, 1] });
    expect(values).not.toHaveProperty('row_list');
  });

  it('re-indexes the following rows when one is removed and keeps their origin', () => {
    const next = removeRow(values, list, 0);
    expect(next).toMatchObject({ row_name_0: 'b', [originKey(list)]: [1] });
    expect(next).not.toHaveProperty('row_name_1');
  });

  it('adds rows without an origin', () => {
    const next = addRow(values, list, { row_name: 'c' });
    expect(readRows(next, list)[2]).toEqual({ row_name: 'c', row_weight: null });
    expect(next[originKey(list)]).toEqual([0, 1, null]);
  });

  it('turns indexed fields back into an array of rows', () => {
    expect(unflattenValues(testBean, values)).toEqual({
      bean_name: 'x',
      row_list: [
        { row_name: 'a', row_weight: 1 },
        { row_name: 'b', row_weight: 2 },
      ],
    });
  });
});
