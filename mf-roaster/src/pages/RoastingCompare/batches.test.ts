import { createTestQueryClient, jsonResponse, mockFetch } from '@coffee/field-toolkit/testing';
import { batchQuery, recentBatchesQuery } from './batches';

const batch = {
  roasting_result_year: 2026,
  roasting_result_seq: 3,
  roasting_result_date: '2026-11-20',
  roasting_batch_no: 2,
  roasting_batch_code: 'R26-0142',
};

describe('batches to compare', () => {
  it("reads the latest batches from the roast batches' list and names each by its record id", async () => {
    const fetch = mockFetch().mockResolvedValue(jsonResponse({ status: 'OK', result: [batch] }));
    const options = recentBatchesQuery(true);
    const answer = await createTestQueryClient().fetchQuery(options);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/roaster/roasting/result/list');
    expect(options.select?.(answer)).toEqual([{ id: '2026_3', label: 'R26-0142 · 2026-11-20' }]);
  });

  it('reads a chosen batch by its record id, and nothing of a refused one', async () => {
    const fetch = mockFetch().mockResolvedValue(jsonResponse({ status: 'NOT_FOUND' }, 404));
    const options = batchQuery('2026_3');
    const answer = await createTestQueryClient().fetchQuery(options);
    expect(new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost').pathname).toBe(
      '/api/roaster/roasting/result/detail/2026_3',
    );
    expect(options.select?.(answer)).toBeNull();
  });
});
