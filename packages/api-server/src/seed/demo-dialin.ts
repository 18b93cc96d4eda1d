import { sql } from 'kysely';
import type { Database } from '@coffee/api-kernel/db/database';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** A week at the counter: grind (× 100) and shot time (s) of each morning's dial-in, coarser when it ran slow. */
const ESPRESSO_WEEK: ReadonlyArray<readonly [days: number, grind: number, seconds: number, taste: string]> = [
  [6, 260, 31, 'Heavy and a little bitter; opened the grind.'],
  [4, 270, 28, 'Sweet, dark chocolate, syrupy body.'],
  [2, 265, 29, 'Chocolate and roasted hazelnut.'],
  [0, 270, 28, 'Dark chocolate, caramel finish. Balanced.'],
];
const FILTER_WEEK: ReadonlyArray<readonly [days: number, grind: number, seconds: number, taste: string]> = [
  [5, 720, 170, 'Bright, a little thin.'],
  [1, 690, 185, 'Jasmine, bergamot, clean finish.'],
];

/**
 * Demo dial-ins of a cafe (behaviour §04-3): a target per bean and a week of dial-ins of its house blend (espresso, with
 * the received batch) and of a filter bean, signed by the cafe's barista, shown on the public setting note.
 */
export async function seedCafeDialIns(trx: Database, cafes: readonly DemoDialInCafe[]): Promise<void> {
  for (const cafe of cafes) await seedCafe(trx, cafe);
}

export interface DemoDialInCafe {
  seq: number;
  label: string;
  barista: string;
  owner: { seq: number; name: string };
}

async function seedCafe(trx: Database, cafe: DemoDialInCafe): Promise<void> {
  const audit = {
    rgst_user: cafe.owner.seq,
    rgst_by: cafe.owner.name,
    edit_user: cafe.owner.seq,
    edit_by: cafe.owner.name,
  };
  const own = { cafe_seq: cafe.seq, ...audit };
  const equip = await trx
    .selectFrom('cafe_equip')
    .select(['cafe_equip_seq', 'equip_type'])
    .where('cafe_seq', '=', cafe.seq)
    .execute();
  const equipOf = (type: string) => equip.find((row) => row.equip_type === type)?.cafe_equip_seq ?? null;
  // A bean registered from a roaster's QR keeps the blend's public serial (blending_uuid_str); the demo's house
  // blend takes the same, so that the QR pages find it as the cafe's bean of that blend.
  await sql`update coffeebean c set blending_uuid = b.blending_uuid_str from blending_default b
    where c.cafe_seq = ${cafe.seq} and b.blending_uuid_cafe = c.blending_uuid`.execute(trx);
  const house = await trx
    .selectFrom('coffeebean')
    .select('coffeebean_seq')
    .where('cafe_seq', '=', cafe.seq)
    .orderBy('coffeebean_seq')
    .executeTakeFirstOrThrow();
  const batch = await trx
    .selectFrom('coffeebean_received')
    .select('received_seq')
    .where('coffeebean_seq', '=', house.coffeebean_seq)
    .orderBy('received_date', 'desc')
    .executeTakeFirst();
  const filter = await trx
    .insertInto('coffeebean')
    .values({
      ...own,
      coffeebean_name: `${cafe.label} house filter`,
      coffeebean_name_kr: `${cafe.label} 하우스 필터`,
      coffeebean_single_origin: true,
      coffeebean_country_list: ['ETH'],
      coffeebean_process_list: ['WASHED'],
      coffeebean_desc: 'Washed Ethiopia, our pour-over of the week.',
      // Listed after the house blend (lists are newest first), which pages and tests open first.
      rgst_at: sql`now() - interval '1 day'`,
    })
    .returning('coffeebean_seq')
    .executeTakeFirstOrThrow();
  const machine = { brewing_machine_seq: equipOf('ESP'), brewing_grinder_seq: equipOf('GRND') };
  const espresso = {
    brewing_type: 'ESP',
    ...machine,
    brewing_bean_mass: 180,
    brewing_result_total: 360,
    brewing_temp: 935,
  };
  const pourOver = {
    brewing_type: 'DRP',
    brewing_grinder_seq: machine.brewing_grinder_seq,
    brewing_bean_mass: 150,
    brewing_result_total: 2500,
    brewing_temp: 920,
  };
  await trx
    .insertInto('cafe_dialin_default')
    .values([
      {
        ...own,
        ...espresso,
        coffeebean_seq: house.coffeebean_seq,
        brewing_grinder_point: 270,
        brewing_term: 28,
        dialin_fresh_days: 30,
        dialin_default_memo: '1:2 in 26-30 s.',
      },
      {
        ...own,
        ...pourOver,
        coffeebean_seq: filter.coffeebean_seq,
        brewing_grinder_point: 700,
        brewing_term: 180,
        dialin_fresh_days: 45,
        dialin_default_memo: '1:16.7, three pours.',
      },
    ])
    .execute();
  const dialIn =
    (bean: number, recipe: typeof espresso | typeof pourOver, received: number | null) =>
    ([days, grind, seconds, taste]: readonly [number, number, number, string]) => ({
      ...own,
      ...recipe,
      coffeebean_seq: bean,
      received_seq: received,
      dialin_date: daysAgo(days),
      brewing_grinder_point: grind,
      brewing_term: seconds,
      dialin_taste: taste,
      dialin_barista: cafe.barista,
      dialin_public: true,
    });
  await trx
    .insertInto('cafe_dialin')
    .values([
      ...ESPRESSO_WEEK.map(dialIn(house.coffeebean_seq, espresso, batch?.received_seq ?? null)),
      ...FILTER_WEEK.map(dialIn(filter.coffeebean_seq, pourOver, null)),
    ])
    .execute();
}
