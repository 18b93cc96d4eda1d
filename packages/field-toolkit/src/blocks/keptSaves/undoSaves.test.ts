import type { KeptSave, SendOutcome } from '@coffee/api-client/offline';
import { acknowledgeSave, savedNoticeStore } from './undoSaves';
import { PAGES } from '@coffee/suite';

const takeBack = jest.fn();
const sent: Array<{ path: string; body: unknown }> = [];
jest.mock('@coffee/api-client/offline', () => ({ takeBackKeptSave: (id: string) => takeBack(id) }));
jest.mock('@coffee/api-client/query', () => ({
  writeCall: (path: string) => ({ path }),
  sendWrite: async ({ path }: { path: string }, body: unknown) => {
    sent.push({ path, body });
    return { status: 'OK' };
  },
}));

const kept: KeptSave = {
  seq: 3,
  request_id: '00000000-0000-4000-8000-000000000003',
  user_id: 'cbarista',
  path: '/api/cafe/brewing/result/edit',
  page: 'CafeBrewingResult',
  body: { cafe_seq: 7, brewing_bean_mass: 185 },
  values: { brewing_bean_mass: 185 },
  summary: '2026-12-01 · 18.5 g',
  state: 'waiting',
  kept_at: 0,
};
const save = (outcome: SendOutcome) => ({
  kept,
  sending: Promise.resolve(outcome),
  entity: PAGES.CafeBrewingResult.entity,
  removePath: '/api/cafe/brewing/result/delete',
});
const notice = () => savedNoticeStore.getState().notice;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  takeBack.mockReset();
  sent.length = 0;
});

describe('a save acknowledged with an Undo (behaviour §10-4.4)', () => {
  it('says saved at once, then what the server made of it, and counts it as the last save', async () => {
    const before = savedNoticeStore.getState().last;
    acknowledgeSave(save({ state: 'sent', answer: { status: 'OK', result: { brewing_result_seq: 41 } } }));
    expect(notice()).toMatchObject({ state: 'kept', summary: '2026-12-01 · 18.5 g' });
    await settle();
    expect(notice()?.state).toBe('sent');
    expect(savedNoticeStore.getState().last).toBeGreaterThan(before);
  });

  it('deletes the brew the server wrote when Undo is pressed', async () => {
    acknowledgeSave(save({ state: 'sent', answer: { status: 'OK', result: { brewing_result_seq: 41 } } }));
    takeBack.mockResolvedValue({ status: 'OK', result: { brewing_result_seq: 41 } });
    notice()?.undo?.();
    expect(notice()?.state).toBe('undoing');
    await settle();
    await settle();
    expect(takeBack).toHaveBeenCalledWith(kept.request_id);
    expect(sent).toEqual([{ path: '/api/cafe/brewing/result/delete', body: { brewing_result_seq: 41, cafe_seq: 7 } }]);
    expect(notice()?.state).toBe('undone');
  });

  it('drops a brew still kept on the phone (offline): nothing is sent or deleted', async () => {
    acknowledgeSave(save({ state: 'waiting', failure: { cause: 'offline' } }));
    await settle();
    expect(notice()?.state).toBe('waiting');
    takeBack.mockResolvedValue('dropped');
    notice()?.undo?.();
    await settle();
    await settle();
    expect(sent).toEqual([]);
    expect(notice()?.state).toBe('undone');
  });

  it.each([[{ cause: 'timeout' }], [{ cause: 'unreachable' }], [{ cause: 'busy', status: '503' }]] as const)(
    'says a save the server did not take online (%j) is sent again by itself, not that the connection is down',
    async (failure) => {
      acknowledgeSave(save({ state: 'waiting', failure, retry_at: Date.now() + 2000 }));
      await settle();
      expect(notice()).toMatchObject({ state: 'retrying' });
      expect(notice()?.undo).toBeDefined();
    },
  );

  it('offers no Undo for a refused save: the kept saves show why', async () => {
    acknowledgeSave(save({ state: 'refused', answer: { status: '400', description: 'stock_short' } }));
    await settle();
    expect(notice()).toMatchObject({ state: 'refused', undo: undefined });
  });
});
