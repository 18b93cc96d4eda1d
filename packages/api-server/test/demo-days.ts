import type { DemoCalendar } from '../src/seed/demo-calendar';
import { demoCalendar } from '../src/seed/demo-calendar';
import type { TestEnv } from './harness';
import { query } from './harness';

/** The demo's dates as the seed counted them back from the test database's day (behaviour §09-3.4). */
export async function demoDays(env: TestEnv): Promise<DemoCalendar> {
  const [row] = await query<{ today: string }>(env, "select to_char(current_date, 'YYYY-MM-DD') as today");
  return demoCalendar(row?.today ?? '');
}
