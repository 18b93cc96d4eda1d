import type { Database } from '@coffee/api-kernel/db/database';
import { deriveRoastingResult, settleRoastingStock } from '@coffee/roaster-server/resources/production';
import type { RoastLog } from '@coffee/domain';
import { readDemoLog, roastColumns } from './demo-records';
import { databaseToday, dayBefore, demoCalendar } from './demo-calendar';

/** Other days' roasts of the reference batch's drum (behaviour §08-1): the reference curve shows behind each. */
const LOGS = [
  'scottjames_coffee-roasting_roast_26-05-17_1252_R60_sumava_cos.alog',
  'scottjames_coffee-roasting_roast_26-05-10_1438_R58_brazil_250.alog',
  'scottjames_coffee-roasting_roast_26-08-09_R67_kenya_nyer.alog',
  'artisan-roaster-scope_artisan_profile2.alog',
];
/** Days before the seed that the recent roasts are dated: the lots' 30-day pace is real on first start. */
const DAYS_AGO = [2, 6, 11, 19, 26];
const GREEN_MASS = 12_000; // 1.2 kg in 0.1 g

const roastedShare = (log: RoastLog) => (log.weightInG && log.weightOutG ? log.weightOutG / log.weightInG : 0.85);

export interface RecentRoaster {
  seq: number;
  owner: { seq: number; name: string };
}

/**
 * Recent roasts of a demo roastery, for its inventory (behaviour §04-1): batches of its first recipe over the last four weeks, with
 * real Artisan curves, taken from the lots through the stock ledger like any saved batch.
 */
export async function seedRecentRoasts(trx: Database, roaster: RecentRoaster): Promise<void> {
  const recipe = await trx
    .selectFrom('roasting_default')
    .select('roasting_seq')
    .where('roaster_seq', '=', roaster.seq)
    .orderBy('roasting_seq')
    .executeTakeFirst();
  if (!recipe) return;
  const rows = await trx
    .selectFrom('roasting_default_greenbean')
    .selectAll()
    .where('roasting_seq', '=', recipe.roasting_seq as number)
    .orderBy('greenbean_order')
    .execute();
  const total = rows.reduce((sum, row) => sum + Number(row.greenbean_mass), 0) || 1;
  const audit = {
    rgst_user: roaster.owner.seq,
    rgst_by: roaster.owner.name,
    edit_user: roaster.owner.seq,
    edit_by: roaster.owner.name,
  };
  const today = await databaseToday(trx);
  const { lotYear } = demoCalendar(today);
  for (const [index, days] of DAYS_AGO.entries()) {
    const log = readDemoLog(LOGS[index % LOGS.length] ?? '');
    const { day, year } = dayBefore(today, days);
    const created = await trx
      .insertInto('roasting_result')
      .values({
        roaster_seq: roaster.seq,
        roasting_seq: recipe.roasting_seq,
        roasting_result_year: year,
        roasting_result_date: day,
        roasting_batch_no: 1,
        // The log's own weight loss, so the batch's loss compares with the reference's.
        roasting_mass: Math.round(GREEN_MASS * roastedShare(log)),
        roasting_moisture: 22,
        roasting_agtron: 65,
        roasting_step: 'RSTD',
        roasting_result_memo: `Imported from Artisan: ${log.title || LOGS[index % LOGS.length]}`,
        ...roastColumns(log),
        ...audit,
      })
      .returning('roasting_result_seq')
      .executeTakeFirstOrThrow();
    for (const row of rows)
      await trx
        .insertInto('roasting_result_greenbean')
        .values({
          roasting_result_year: year,
          roasting_result_seq: created.roasting_result_seq,
          greenbean_roaster_seq: row.greenbean_roaster_seq,
          greenbean_year: lotYear,
          greenbean_mass: Math.round((GREEN_MASS * Number(row.greenbean_mass)) / total),
          greenbean_moisture: 110,
          greenbean_order: row.greenbean_order,
        })
        .execute();
    const batch = { roasting_result_year: year, roasting_result_seq: created.roasting_result_seq };
    await settleRoastingStock(trx, batch);
    await deriveRoastingResult(trx, batch);
  }
}
