import { sql } from 'kysely';
import type { Database } from '@coffee/api-kernel/db/database';

/**
 * How many days before the seed each of the demo's dated records lies (behaviour §09-3.4): the demo reads as recent
 * whenever the database is created. The archive roasts stay the earliest batches (their recipes' references) and the
 * blend batch follows them, so a cafe registering it reads days since roasting, not months.
 */
export const DEMO_DAYS_AGO = {
  equipmentBought: 270,
  lotImported: 60,
  /** The Artisan archive roasts, in seeding order (the first is the demo's batch 1). */
  archiveRoasts: [30, 29],
  blendBatch: 8,
  notes: 5,
  userBrew: 4,
  scaNote: 3,
} as const;

/** A day of the demo: YYYY-MM-DD, its year, and YYYYMMDD for the fields kept compact. */
export interface DemoDay {
  day: string;
  year: number;
  compact: string;
}

/** The day `daysAgo` before `today` (YYYY-MM-DD), counted on the calendar. */
export function dayBefore(today: string, daysAgo: number): DemoDay {
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - daysAgo);
  const day = at.toISOString().slice(0, 10);
  return { day, year: at.getUTCFullYear(), compact: day.replaceAll('-', '') };
}

/** Every dated record of the demo counted back from `today`. */
export function demoCalendar(today: string) {
  const { archiveRoasts, ...single } = DEMO_DAYS_AGO;
  return {
    ...(Object.fromEntries(Object.entries(single).map(([name, days]) => [name, dayBefore(today, days)])) as Record<
      keyof typeof single,
      DemoDay
    >),
    archiveRoasts: archiveRoasts.map((days) => dayBefore(today, days)),
    /** A lot is of the year it was imported. */
    lotYear: dayBefore(today, DEMO_DAYS_AGO.lotImported).year,
  };
}

export type DemoCalendar = ReturnType<typeof demoCalendar>;

/** The database's day (the one the seed counts back from). */
export async function databaseToday(db: Database): Promise<string> {
  const found = await sql<{ today: string }>`select to_char(current_date, 'YYYY-MM-DD') as today`.execute(db);
  return found.rows[0]?.today ?? new Date().toISOString().slice(0, 10);
}

/** The demo's calendar on the database's day. */
export const demoCalendarOf = async (db: Database): Promise<DemoCalendar> => demoCalendar(await databaseToday(db));
