import type { APIRequestContext } from '@playwright/test';
import { API } from './fixtures';

export interface DemoRoast {
  /** The record id, `{year}_{seq}`. */
  id: string;
  date: string;
  year: number;
}

/**
 * The demo roastery's two Artisan archive roasts (seeded first, so batches 1 and 2), dated back from the day the
 * database was seeded (behaviour §09-3.4): read from the API as the signed-in roaster sees them.
 */
export async function archiveRoasts(request: APIRequestContext): Promise<[DemoRoast, DemoRoast]> {
  const select = await (await request.post(`${API}/api/userAuth/select`, { data: { auth: ['roaster'] } })).json();
  const roaster = select.result.roaster_auth[0].auth_seq as number;
  const list = await (
    await request.post(`${API}/api/roaster/roasting/result/list`, { data: { roaster_seq: roaster, list_count: 100 } })
  ).json();
  const rows = list.result as Array<{
    roasting_result_year: number;
    roasting_result_seq: number;
    roasting_result_date: string;
  }>;
  const roast = (seq: number): DemoRoast => {
    const row = rows.find((candidate) => candidate.roasting_result_seq === seq);
    if (!row) throw new Error(`no demo roast ${seq}`);
    const date = String(row.roasting_result_date).slice(0, 10);
    return { id: `${row.roasting_result_year}_${seq}`, date, year: row.roasting_result_year };
  };
  return [roast(1), roast(2)];
}
