import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pg from 'pg';
import { resources } from '../../src/resources';
import { as, orgSeq } from '../harness';
import type { TestEnv } from '../harness';

/** Who may write on a page of each scope, as far as the menu rights go: the owners and the system administrator. */
const WRITER = { roaster: 'rown', cafe: 'cown', user: 'user', none: 'sadmin' } as const;

/** Pages whose records are made elsewhere (sign-ups, registrations) refuse a create with the rule's name. */
export function notCreatableSuite(env: TestEnv): void {
  describe('pages that cannot create', () => {
    it('refuse a create on the server with 403 record_not_creatable, and write nothing', async () => {
      const pages = resources(() => {}).filter(({ entity }) => entity.creatable === false || entity.readOnly);
      assert.ok(pages.length >= 5, 'staff, relation and supplier pages at least');
      const client = new pg.Client({ connectionString: env.databaseUrl });
      await client.connect();
      const refused: string[] = [];
      try {
        for (const { entity, paths } of pages) {
          const scope = entity.scope as keyof typeof WRITER;
          const org =
            scope === 'roaster' || scope === 'cafe'
              ? { [`${scope}_seq`]: await orgSeq(env, WRITER[scope], scope) }
              : {};
          const count = async () => Number((await client.query(`select count(*) as n from ${entity.table}`)).rows[0].n);
          const before = await count();
          const reply = await (await as(env, WRITER[scope])).post(paths.save, { ...org, mode: 'write', locale: 'en' });
          assert.equal(reply.code, 403, `${entity.name}: ${JSON.stringify(reply.body)}`);
          assert.ok(
            ['record_not_creatable', 'nopermission_text'].includes(reply.body.description),
            `${entity.name}: ${JSON.stringify(reply.body)}`,
          );
          if (reply.body.description === 'record_not_creatable') refused.push(entity.name);
          assert.equal(await count(), before, `${entity.name}: nothing written`);
        }
      } finally {
        await client.end();
      }
      // The rule itself answered where the role may otherwise write (not only the menu rights).
      assert.ok(refused.includes('RoasterCafe') && refused.includes('CafeRoaster'), refused.join(', '));
    });
  });
}
