import { renderHook } from '@testing-library/react';
import { contextOf } from '@coffee/field-toolkit/testing';
import { useSettingFromLink } from './useSettingFromLink';

describe('a brew recorded from a setting', () => {
  const query = new URLSearchParams({ brewing_seq: '7' });

  it('chooses the setting of the link once, so its values are copied as on a user choice', () => {
    const change = jest.fn();
    const { rerender } = renderHook(() => useSettingFromLink(contextOf({}, { mode: 'write', query, change })));
    rerender();
    expect(change.mock.calls).toEqual([['brewing_seq', 7]]);
  });

  it('leaves a saved brew and a link without a setting alone', () => {
    const change = jest.fn();
    renderHook(() => useSettingFromLink(contextOf({}, { mode: 'edit', query, change })));
    renderHook(() => useSettingFromLink(contextOf({}, { mode: 'write', change })));
    expect(change).not.toHaveBeenCalled();
  });
});
