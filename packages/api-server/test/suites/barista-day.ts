import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { randomUUID } from 'node:crypto';
import { localToday, serialPrefixOf, shortCodeOf } from '@coffee/domain';
import { as, guest, orgSeq, query } from '../harness';
import type { Client, TestEnv } from '../harness';

const today = localToday();
const yesterday = localToday(new Date(Date.now() - 86_400_000));

/** A brew of the cafe's first bean on `day`; its seq. */
async function brew(env: TestEnv, staff: Client, cafe: number, day: string, values: Record<string, unknown> = {}) {
  const [bean] = await query<{ coffeebean_seq: number }>(
    env,
    'select coffeebean_seq from coffeebean where cafe_seq = $1 order by coffeebean_seq limit 1',
    [cafe],
  );
  const saved = await staff.post('/api/cafe/brewing/result/edit', {
    cafe_seq: cafe,
    brewing_result_date: day,
    brewing_type: 'DRP',
    coffeebean_seq: bean?.coffeebean_seq,
    ...values,
  });
  assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
  const [row] = await query<{ brewing_result_seq: number }>(
    env,
    'select brewing_result_seq from cafe_brewing_result where cafe_seq = $1 order by brewing_result_seq desc limit 1',
    [cafe],
  );
  return row!.brewing_result_seq;
}

/** The barista's working day (behaviour §10-4): today's brews. */
export function baristaDaySuite(env: TestEnv): void {
  describe("barista's day", () => {
    it("lists every brew of the picked day, the barista's main brew included, and no other day's", async () => {
      const cafe = await orgSeq(env, 'cbarista', 'cafe');
      const barista = await as(env, 'cbarista');
      const older = await brew(env, barista, cafe, yesterday, { brewing_result_main: true });
      const main = await brew(env, barista, cafe, today, { brewing_result_main: true });
      const plain = await brew(env, barista, cafe, today);
      const [stored] = await query<{ brewing_result_main: boolean }>(
        env,
        'select brewing_result_main from cafe_brewing_result where brewing_result_seq = $1',
        [main],
      );
      assert.equal(stored?.brewing_result_main, true, 'a barista sets the main result (behaviour §10-3.2)');

      const day = async (date: string) => {
        const list = await barista.post('/api/cafe/brewing/result/list', {
          cafe_seq: cafe,
          page: 1,
          list_count: 100,
          brewing_result_date: date,
        });
        assert.equal(list.code, 200, JSON.stringify(list.body));
        return (list.body.result as { brewing_result_seq: number }[]).map((row) => row.brewing_result_seq);
      };
      const todays = await day(today);
      assert.ok(todays.includes(main) && todays.includes(plain), 'both of today’s brews');
      assert.ok(!todays.includes(older), 'not yesterday’s');
      assert.ok((await day(yesterday)).includes(older));
      assert.ok(!(await day(yesterday)).includes(plain));
    });

    it('drops a day that does not exist as it drops any unusable filter, rather than refuse the list', async () => {
      const cafe = await orgSeq(env, 'cbarista', 'cafe');
      const list = await (
        await as(env, 'cbarista')
      ).post('/api/cafe/brewing/result/list', {
        cafe_seq: cafe,
        page: 1,
        list_count: 5,
        brewing_result_date: '2026-02-30',
      });
      assert.equal(list.code, 200, JSON.stringify(list.body));
    });
  });
}

/** "Repeat last brew" and bean short codes (behaviour §10-4.2, §10-4.3). */
export function repeatAndShortCodeSuite(env: TestEnv): void {
  describe('repeat last brew', () => {
    it("answers the barista's own last brew without its date, ratings or ids; the cafe's before their first", async () => {
      const cafe = await orgSeq(env, 'cbarista', 'cafe');
      const owner = await as(env, 'cown');
      const barista = await as(env, 'cbarista');
      // A bean without a dial-in today: the brew's own values are the whole answer.
      const [bean] = await query<{ coffeebean_seq: number }>(
        env,
        `select coffeebean_seq from coffeebean b where cafe_seq = $1 and not exists
           (select 1 from cafe_dialin d where d.coffeebean_seq = b.coffeebean_seq and d.dialin_date = $2)
         order by coffeebean_seq limit 1`,
        [cafe, today],
      );
      const own = { coffeebean_seq: bean!.coffeebean_seq };
      await brew(env, barista, cafe, today, { ...own, brewing_bean_mass: 181, brewing_temp: 931, brewing_satis: 8 });
      await brew(env, owner, cafe, today, { ...own, brewing_bean_mass: 222, brewing_grinder_point: 310 });
      const mine = await barista.get(`/api/cafe/brewing/result/last?cafe_seq=${cafe}&today=${today}`);
      assert.equal(mine.code, 200, JSON.stringify(mine.body));
      assert.equal(mine.body.result.brewing_bean_mass, 181);
      assert.equal(mine.body.result.brewing_temp, 931);
      assert.equal(mine.body.result.brewing_type, 'DRP');
      assert.equal(mine.body.from.dial_in, null);
      for (const left of ['brewing_result_date', 'brewing_satis', 'brewing_result_seq', 'cafe_seq', 'rgst_user'])
        assert.ok(!(left in mine.body.result), left);
      assert.equal(
        (await owner.get(`/api/cafe/brewing/result/last?cafe_seq=${cafe}&today=${today}`)).body.result
          .brewing_bean_mass,
        222,
      );
      assert.equal((await (await as(env, 'user')).get(`/api/cafe/brewing/result/last?cafe_seq=${cafe}`)).code, 403);
    });

    it("starts from the bean's dial-in of the day and the last brew's own values only where it has none, and says which", async () => {
      const cafe = await orgSeq(env, 'cbarista', 'cafe');
      const barista = await as(env, 'cbarista');
      const at = (path: string) => barista.get(`/api/cafe/brewing/result/${path}?cafe_seq=${cafe}&today=${today}`);
      const beans = await query<{ coffeebean_seq: number }>(
        env,
        'select coffeebean_seq from coffeebean where cafe_seq = $1 order by coffeebean_seq limit 2',
        [cafe],
      );
      const [first, second] = beans.map((bean) => bean.coffeebean_seq);
      const older = await brew(env, barista, cafe, today, {
        brewing_grinder_point: 250,
        brewing_bean_mass: 180,
        brewing_result_total: 360,
        brewing_temp: 930,
      });
      const dialIn = async (bean: number | undefined, values: Record<string, unknown>) => {
        const saved = await barista.post('/api/cafe/setting/today/edit', {
          cafe_seq: cafe,
          dialin_date: today,
          coffeebean_seq: bean,
          brewing_type: 'ESP',
          ...values,
        });
        assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
        return saved.body.result.dialin_seq as number;
      };
      // A new dial-in of the same bean: 2.7, 18.5 g in, 38 g out; no temperature.
      const newer = await dialIn(first, {
        brewing_grinder_point: 270,
        brewing_bean_mass: 185,
        brewing_result_total: 380,
      });
      const repeated = await at('last');
      assert.equal(repeated.code, 200, JSON.stringify(repeated.body));
      const { result, from } = repeated.body;
      assert.deepEqual(
        [result.brewing_grinder_point, result.brewing_bean_mass, result.brewing_result_total, result.brewing_temp],
        [270, 185, 380, 930],
      );
      assert.equal(result.brewing_type, 'DRP', 'the brew keeps its own extraction type');
      assert.equal(from.dial_in.dialin_seq, newer);
      assert.deepEqual(from.dial_in.fields, ['brewing_grinder_point', 'brewing_bean_mass', 'brewing_result_total']);
      assert.equal(from.brew.brewing_result_seq, older);
      // Yesterday's dial-in is not the day's: only the brew's own values.
      const yesterdays = await barista.get(`/api/cafe/brewing/result/last?cafe_seq=${cafe}&today=${yesterday}`);
      assert.equal(yesterdays.body.result.brewing_grinder_point, 250);
      assert.equal(yesterdays.body.from.dial_in, null);

      // A dial-in of another bean after the last brew puts that bean on the bar for a new brew.
      const other = await dialIn(second, { brewing_grinder_point: 300, brewing_bean_mass: 200 });
      const started = await at('start');
      assert.equal(started.body.result.coffeebean_seq, second);
      assert.equal(started.body.result.brewing_bean_mass, 200);
      assert.equal(started.body.from.dial_in.dialin_seq, other);
      // Once that bean is brewed, the bar holds it with its last brew's own values under the dial-in's.
      const next = await brew(env, barista, cafe, today, { coffeebean_seq: second, brewing_temp: 920 });
      const again = await at('start');
      assert.deepEqual(
        [again.body.result.coffeebean_seq, again.body.result.brewing_temp, again.body.result.brewing_grinder_point],
        [second, 920, 300],
      );
      assert.equal(again.body.from.brew.brewing_result_seq, next);
      assert.equal((await (await as(env, 'user')).get(`/api/cafe/brewing/result/start?cafe_seq=${cafe}`)).code, 403);
    });
  });

  describe('bean short codes', () => {
    it('opens the page of the serial a code names, for guests too, and says why a code is refused', async () => {
      const [bean] = await query<{ coffeebean_uuid_str: string }>(
        env,
        'select coffeebean_uuid_str from coffeebean order by coffeebean_seq limit 1',
      );
      const serial = bean!.coffeebean_uuid_str;
      const code = shortCodeOf(serial)!;
      const opened = await guest(env).get(`/api/public/shortcode/${code.slice(0, 4)}-${code.slice(4).toLowerCase()}`);
      assert.equal(opened.code, 200, JSON.stringify(opened.body));
      assert.deepEqual(opened.body.result, { page: 'coffeebean', serial });

      const invalid = await guest(env).get('/api/public/shortcode/ABC');
      assert.deepEqual(
        [invalid.code, invalid.body.description, invalid.body.field],
        [400, 'short_code_invalid', 'short_code'],
      );
      const unused = await unusedCode(env);
      const unknown = await guest(env).get(`/api/public/shortcode/${unused}`);
      assert.deepEqual(
        [unknown.code, unknown.body.description, unknown.body.field],
        [404, 'short_code_unknown', 'short_code'],
      );
    });

    it('refuses a code two serials share rather than open the wrong bean', async () => {
      const [first, second] = await query<{ coffeebean_seq: number; coffeebean_uuid_str: string }>(
        env,
        'select coffeebean_seq, coffeebean_uuid_str from coffeebean order by coffeebean_seq limit 2',
      );
      // A serial sharing the first's ten leading hex digits (the chance is one in 2^40 per pair).
      const twin = `${first!.coffeebean_uuid_str.slice(0, 11)}${second!.coffeebean_uuid_str.slice(11)}`;
      const rename = (serial: string) =>
        query(env, 'update coffeebean set coffeebean_uuid_str = $1 where coffeebean_seq = $2', [
          serial,
          second!.coffeebean_seq,
        ]);
      await rename(twin);
      try {
        const shared = await guest(env).get(`/api/public/shortcode/${shortCodeOf(twin)}`);
        assert.deepEqual([shared.code, shared.body.description], [409, 'short_code_ambiguous']);
      } finally {
        await rename(second!.coffeebean_uuid_str);
      }
    });
  });
}

/** A code no serial of the database has. */
async function unusedCode(env: TestEnv): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const code = shortCodeOf(randomUUID())!;
    const prefix = serialPrefixOf(code)!;
    const [taken] = await query<{ count: string }>(
      env,
      `select count(*) from coffeebean where lower(left(coffeebean_uuid_str, 11)) = $1`,
      [prefix],
    );
    if (Number(taken?.count) === 0 || attempt > 5) return code;
  }
}
