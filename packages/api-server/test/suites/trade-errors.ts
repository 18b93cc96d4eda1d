import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasWrittenLabel } from '@coffee/domain';
import { as, orgSeq } from '../harness';
import type { JsonBody, Reply, TestEnv } from '../harness';
import { ok, placeOrder, soldBlend, tradeParties } from './trade-fixtures';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** A figure a person reads must carry its unit; dates and batch numbers are no figures. */
const UNITS = /^\s?(g|kg|%|°C)(?![\p{L}])/u;

/**
 * The texts of an error answer a person reads (not the rule's key), each with what is wrong with it, if anything.
 * Figures sent as numbers are values the client formats with their units; figures inside a text must carry theirs.
 */
export function unreadable(body: JsonBody): string[] {
  const faults: string[] = [];
  if (body.field !== undefined && !hasWrittenLabel(String(body.field).replace(/_\d+$/, '')))
    faults.push(`field ${String(body.field)} has no written label`);
  for (const [name, value] of Object.entries(body)) {
    if (name === 'status' || name === 'description' || name === 'field') continue;
    if (typeof value !== 'string') continue;
    if (value.includes('fields.')) faults.push(`${name}: a field key in "${value}"`);
    if (UUID.test(value)) faults.push(`${name}: a serial in "${value}"`);
    const figures = value
      .replace(new RegExp(UUID, 'gi'), 'SERIAL')
      .replace(/\b[RB]\d{2}-\d{4,}\b/g, 'CODE')
      .replace(/\d{4}-\d{2}-\d{2}/g, 'DATE')
      .replace(/#\d+/g, '#N');
    for (const match of figures.matchAll(/\d[\d,.]*/g)) {
      if (!UNITS.test(figures.slice((match.index ?? 0) + match[0].length)))
        faults.push(`${name}: the figure ${match[0]} without its unit in "${value}"`);
    }
  }
  return faults;
}

/**
 * The trade calls' refusals (behaviour §05-2 to §05-7, §09-1.4): each names a field the client has a written label
 * for and the rule; no answer carries a field key, a serial, or a figure without its unit.
 */
export function tradeErrorSuite(env: TestEnv): void {
  describe('trade error answers', () => {
    it('name the field and the rule, and read without keys, serials or bare figures', async () => {
      const { roaster, cafe, rown, cmng } = await tradeParties(env);
      const { blend, batches } = await soldBlend(rown, roaster, 'Sweep blend', [30000, 5000]);
      const other = await soldBlend(rown, roaster, 'Sweep other blend', [30000]);
      const roaster2 = await orgSeq(env, 'rown2', 'roaster');
      const foreign = await soldBlend(await as(env, 'rown2'), roaster2, 'Sweep foreign blend', [30000]);
      const keys = ok(await placeOrder(cmng, cafe, roaster, blend, 40000));
      const body = { roaster_seq: roaster, ...keys };
      const [batch, small] = [batches[0]!, batches[1]!];
      const replies: Array<[string, Reply]> = [];
      const collect = async (name: string, reply: Promise<Reply>) => replies.push([name, await reply]);
      const ship = (ship_list: unknown) => rown.post('/api/roaster/order/ship', { ...body, ship_list });

      await collect('ship before confirmed', ship([{ ...batch, ship_mass: 10000 }]));
      await collect('status unknown', rown.post('/api/roaster/order/status', { ...body, order_status: 'SHIPPED' }));
      await collect('status without keys', rown.post('/api/roaster/order/status', { roaster_seq: roaster }));
      await collect(
        'cancel without reason',
        rown.post('/api/roaster/order/status', { ...body, order_status: 'CANCELLED' }),
      );
      ok(await rown.post('/api/roaster/order/status', { ...body, order_status: 'CONFIRMED' }));
      await collect('nothing to ship', ship([]));
      await collect('foreign batch', ship([{ ...foreign.batches[0], ship_mass: 10000 }]));
      await collect(
        'batch twice',
        ship([
          { ...batch, ship_mass: 10000 },
          { ...batch, ship_mass: 10000 },
        ]),
      );
      await collect('not ordered', ship([{ ...other.batches[0], ship_mass: 10000 }]));
      await collect(
        'above the line',
        ship([
          { ...batch, ship_mass: 30000 },
          { ...small, ship_mass: 20000 },
        ]),
      );
      await collect('part of a bag', ship([{ ...batch, ship_mass: 5000 }]));
      await collect('no mass', ship([{ ...batch, ship_mass: 0 }]));
      await collect('stock short', ship([{ ...small, ship_mass: 10000 }]));
      const close = (extra: JsonBody) => rown.post('/api/roaster/order/close', { ...body, ...extra });
      await collect('close without reason', close({ blending_seq: blend }));
      await collect('close not ordered', close({ blending_seq: other.blend, close_reason: 'Sold out' }));
      await collect('close nothing shipped', close({ blending_seq: blend, close_reason: 'Sold out' }));
      await collect('receive not shipped', cmng.post('/api/cafe/order/receive', { cafe_seq: cafe, ...keys }));
      ok(await ship([{ ...batch, ship_mass: 20000 }]));
      const receive = (extra: JsonBody) => cmng.post('/api/cafe/order/receive', { cafe_seq: cafe, ...keys, ...extra });
      await collect('receive no such shipment', receive({ shipment_no: 9 }));
      await collect('receive short above', receive({ receive_list: [{ blending_seq: blend, short_mass: 30000 }] }));
      await collect('receive other blend', receive({ receive_list: [{ blending_seq: other.blend, short_mass: 100 }] }));
      await collect(
        'cancel partly shipped',
        rown.post('/api/roaster/order/status', { ...body, order_status: 'CANCELLED', order_reason: 'x' }),
      );
      await collect('order part of a bag', placeOrder(cmng, cafe, roaster, blend, 2500));
      await collect('order not sold', placeOrder(cmng, cafe, roaster, foreign.blend, 2000));

      const refused = replies.filter(([, reply]) => reply.body.status !== 'OK');
      assert.equal(
        refused.length,
        replies.length,
        JSON.stringify(replies.filter(([, reply]) => reply.body.status === 'OK').map(([name]) => name)),
      );
      const faults = refused.flatMap(([name, reply]) => unreadable(reply.body).map((fault) => `${name}: ${fault}`));
      assert.deepEqual(faults, []);
      // Each names its rule, and each refusal of a value names its field.
      for (const [name, reply] of refused) {
        assert.ok(typeof reply.body.description === 'string' && reply.body.description.length > 0, name);
        if (reply.code === 400)
          assert.ok(typeof reply.body.field === 'string', `${name}: ${JSON.stringify(reply.body)}`);
      }
      // The sweep itself finds what it looks for.
      assert.deepEqual(unreadable({ status: '400', description: 'x', field: 'ship_list', bound: '800 / 5000 g' }), [
        'bound: the figure 800 without its unit in "800 / 5000 g"',
      ]);
      assert.equal(unreadable({ field: 'nothing_labelled_0' }).length, 1);
      assert.equal(unreadable({ bound: 'fields.ship_list' }).length, 1);
      assert.equal(unreadable({ bound: '0b7e9c4a-1f2d-4c3b-9a8e-7d6c5b4a3f2e' }).length, 1);
    });
  });
}
