import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localDayOf } from '@coffee/api-kernel/http/local-day';
import { as, guest, orgSeq, query } from '../harness';
import type { JsonBody, TestEnv } from '../harness';

const today = new Date().toISOString().slice(0, 10);
interface Tile {
  id: string;
  route: string;
  figures: Record<string, number>;
  items: { name: string; values: Record<string, number | null> }[];
}
const tileOf = (body: JsonBody, id: string) => (body.result.tiles as Tile[]).find((tile) => tile.id === id);

/** Home pages per role computed from the records, and ratings that start empty (behaviour §10-1, §10-3.1). */
export function workingDaySuite(env: TestEnv): void {
  describe('home pages', () => {
    it('gives the roastery its week of batches, its lots running out and its latest cuppings', async () => {
      const roaster = await orgSeq(env, 'rown', 'roaster');
      const home = await (await as(env, 'rown')).get(`/api/home/roastery?roaster_seq=${roaster}&today=${today}`);
      assert.equal(home.code, 200, JSON.stringify(home.body));
      assert.deepEqual(
        home.body.result.tiles.map((tile: { id: string }) => tile.id),
        [
          'ordersWaiting',
          'todaySchedule',
          'readyToShip',
          'awaitingRelease',
          'lotsShort',
          // This month's margin (behaviour §05-15), for managers and up.
          'monthMargin',
          'roasts',
          'greenRunningOut',
          'cupping',
        ],
      );
      const [week] = await query<{ count: string }>(
        env,
        `select count(*) from roasting_result where roaster_seq = $1 and roasting_result_date > $2::date - 7
           and roasting_result_date <= $2::date`,
        [roaster, today],
      );
      assert.equal(tileOf(home.body, 'roasts')?.figures.week_batches, Number(week?.count));
      assert.equal(tileOf(home.body, 'roasts')?.route, 'roaster/roasting/result');
      // The morning: orders to confirm and batches to release, counted from the records.
      const [waiting] = await query<{ count: string }>(
        env,
        `select count(*) from cafe_order where roaster_seq = $1 and order_status = 'PLACED'`,
        [roaster],
      );
      assert.equal(tileOf(home.body, 'ordersWaiting')?.figures.orders_waiting, Number(waiting?.count));
      const [checking] = await query<{ count: string }>(
        env,
        `select count(*) from roasting_result where roaster_seq = $1 and roasting_release = 'CHCK'`,
        [roaster],
      );
      assert.equal(tileOf(home.body, 'awaitingRelease')?.figures.to_release, Number(checking?.count));
      assert.equal(tileOf(home.body, 'todaySchedule')?.route, 'roaster/roasting/schedule');
    });

    it('leaves out a tile whose page the member may not list (a roaster without green bean rights)', async () => {
      const roaster = await orgSeq(env, 'rroaster', 'roaster');
      const home = await (await as(env, 'rroaster')).get(`/api/home/roastery?roaster_seq=${roaster}`);
      assert.equal(home.code, 200);
      assert.ok(!tileOf(home.body, 'greenRunningOut'));
      assert.ok(tileOf(home.body, 'roasts'));
    });

    it('gives the cafe its beans on bar, the dial-in per grinder and the latest brews; none to a stranger', async () => {
      const cafe = await orgSeq(env, 'cbarista', 'cafe');
      const home = await (await as(env, 'cbarista')).get(`/api/home/cafe?cafe_seq=${cafe}&today=${today}`);
      assert.equal(home.code, 200, JSON.stringify(home.body));
      const dialIn = tileOf(home.body, 'dialIn');
      const [grinders] = await query<{ count: string }>(
        env,
        `select count(*) from cafe_equip where cafe_seq = $1 and equip_type = 'GRND' and equip_use`,
        [cafe],
      );
      assert.equal(dialIn?.figures.grinders, Number(grinders?.count));
      assert.ok(tileOf(home.body, 'onBar')?.items.every((item) => (item.values.stock_g ?? 0) > 0));
      assert.equal((await (await as(env, 'user')).get(`/api/home/cafe?cafe_seq=${cafe}`)).code, 403);
      assert.equal((await guest(env).get('/api/home/cafe')).code, 401);
    });

    it('gives the coffee lover their latest notes, newest first', async () => {
      const user = await as(env, 'user');
      const saved = await user.post('/api/user/qc/coffeebean/edit', {
        cupnote_name_kr: '홈 화면 노트',
        cupnote_place: 'HOME',
        cupnote_date: today,
        cupnote_satis: 7,
      });
      assert.equal(saved.body.status, 'OK', JSON.stringify(saved.body));
      const home = await user.get('/api/home/lover?locale=kr');
      assert.equal(tileOf(home.body, 'notes')?.items[0]?.name, '홈 화면 노트');
    });

    it('counts reference data for the administrator with the farms that lack a region', async () => {
      const home = await (await as(env, 'admin')).get('/api/home/admin');
      assert.equal(home.code, 200, JSON.stringify(home.body));
      const [farms] = await query<{ all: string; bare: string }>(
        env,
        `select count(*) as all, count(*) filter (where farm_region_seq is null and coalesce(farm_region_etc, '') = '')
           as bare from farm`,
      );
      assert.equal(tileOf(home.body, 'reference')?.figures.farms, Number(farms?.all));
      assert.equal(tileOf(home.body, 'incomplete')?.figures.farms_without_region, Number(farms?.bare));
      assert.equal((await (await as(env, 'user')).get('/api/home/admin')).code, 403);
      assert.equal((await (await as(env, 'user')).get('/api/home/nobody')).code, 404);
    });

    it('takes the visitor’s local day only within a day of the server’s', () => {
      const now = new Date('2026-03-10T23:30:00Z');
      assert.equal(localDayOf('2026-03-11', now), '2026-03-11');
      assert.equal(localDayOf('2026-03-14', now), '2026-03-10');
      assert.equal(localDayOf('not a day', now), '2026-03-10');
    });
  });

  describe('ratings start empty', () => {
    it('refuses a note without its satisfaction and stores a brew without one as no rating', async () => {
      const user = await as(env, 'user');
      const refused = await user.post('/api/user/qc/coffeebean/edit', {
        cupnote_name_kr: '평가 없는 노트',
        cupnote_place: 'HOME',
        cupnote_date: today,
      });
      assert.equal(refused.code, 400);
      assert.equal(refused.body.description, 'field_required');
      assert.equal(refused.body.field, 'cupnote_satis');

      const cafe = await orgSeq(env, 'cbarista', 'cafe');
      const [bean] = await query<{ coffeebean_seq: number }>(
        env,
        'select coffeebean_seq from coffeebean where cafe_seq = $1 order by coffeebean_seq limit 1',
        [cafe],
      );
      const brew = await (
        await as(env, 'cbarista')
      ).post('/api/cafe/brewing/result/edit', {
        cafe_seq: cafe,
        brewing_result_date: today,
        brewing_type: 'DRP',
        coffeebean_seq: bean?.coffeebean_seq,
      });
      assert.equal(brew.body.status, 'OK', JSON.stringify(brew.body));
      const [stored] = await query<{ brewing_satis: number | null }>(
        env,
        'select brewing_satis from cafe_brewing_result where cafe_seq = $1 order by brewing_result_seq desc limit 1',
        [cafe],
      );
      assert.equal(stored?.brewing_satis, null);
    });
  });
}
