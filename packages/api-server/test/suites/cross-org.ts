import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolvePage } from '@coffee/domain';
import { MENU_TREE } from '@coffee/suite';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { as, orgSeq } from '../harness';
import type { Client, JsonBody, TestEnv } from '../harness';
import { rawCall, registeredResources } from './route-registry';

type Owner = 'roaster' | 'cafe' | 'user';

/** Two owners of each kind: the demo's two roasteries, two cafes and two members. */
const OWNERS: Readonly<Record<Owner, readonly [string, string]>> = {
  roaster: ['rown', 'rown2'],
  cafe: ['cown', 'cown2'],
  user: ['user', 'paid'],
};

/** Whose records a resource holds: the organisation its page is under, or the signed-in user. */
const ownerKind = (resource: Resource): Owner | null => {
  if (resource.entity.scope === 'none') return null;
  if (resource.entity.scope === 'user') return 'user';
  const org = resolvePage(resource.menu, MENU_TREE)?.org;
  return org === 'roaster' || org === 'cafe' ? org : null;
};

interface Party {
  client: Client;
  /** The organisation's seq in the body (none for a user's records). */
  org: Record<string, number>;
}

const party = async (env: TestEnv, kind: Owner, user: string): Promise<Party> => ({
  client: await as(env, user),
  org: kind === 'user' ? {} : { [`${kind}_seq`]: await orgSeq(env, user, kind) },
});

const keysOf = (resource: Resource, row: JsonBody): JsonBody =>
  Object.fromEntries(resource.entity.keys.map((key) => [key, row[key]]));
const sameKeys = (resource: Resource, a: JsonBody, b: JsonBody) =>
  resource.entity.keys.every((key) => String(a[key]) === String(b[key]));

/** A record of the owner as its own list answers it (first of up to 100 rows), or none. */
async function recordOf(resource: Resource, owner: Party): Promise<JsonBody | undefined> {
  const list = await owner.client.post(resource.paths.list, { ...owner.org, list_count: 100 });
  return list.code === 200 ? (list.body.result as JsonBody[])[0] : undefined;
}

/**
 * Every organisation- or user-scoped resource of the engine's registry (so a page added tomorrow is swept without a
 * line here) is called by another owner of the same kind: list, detail, save, delete and export, with the caller's own
 * organisation and with the owner's. A positive control first: the owner reads the record and, at the end, still
 * reads it unchanged. Another organisation never reads, changes or removes it (behaviour §01-2, §03-6).
 */
export function crossOrgSuite(env: TestEnv): void {
  describe('cross-organisation sweep', () => {
    it('refuses every scoped resource to another organisation or user, while its owner reads it', async (t) => {
      const swept: string[] = [];
      const empty: string[] = [];
      for (const resource of registeredResources()) {
        const kind = ownerKind(resource);
        if (!kind) continue;
        const name = `${resource.entity.name} ${resource.paths.list}`;
        // The record: the first owner's, else the second's (the other one then calls).
        const [first, second] = await Promise.all(OWNERS[kind].map((user) => party(env, kind, user)));
        let owner = first as Party;
        let stranger = second as Party;
        let record = await recordOf(resource, owner);
        if (!record) {
          [owner, stranger] = [stranger, owner];
          record = await recordOf(resource, owner);
        }
        if (!record) {
          empty.push(name);
          continue;
        }
        const keys = keysOf(resource, record);
        const detail = (who: Party, org: JsonBody = who.org) =>
          who.client.post(resource.paths.detail, { ...org, ...keys });

        // Positive control: the owner reads it.
        const before = await detail(owner);
        assert.equal(before.code, 200, `${name}: the owner reads it ${JSON.stringify(before.body)}`);
        const editAt = before.body.result.edit_at;

        // An organisation's records are also tried with the owner's organisation in the body (not a member: 403).
        for (const org of kind === 'user' ? [stranger.org] : [stranger.org, owner.org]) {
          const foreign = org !== stranger.org;
          const refused = (code: number) => (foreign ? code === 403 || code === 401 : code === 404 || code === 403);
          const label = `${name} as ${foreign ? "the owner's organisation" : 'its own organisation'}`;
          const list = await stranger.client.post(resource.paths.list, { ...org, list_count: 100 });
          if (list.code === 200)
            assert.ok(!(list.body.result as JsonBody[]).some((row) => sameKeys(resource, row, keys)), `${label}: list`);
          else assert.ok(refused(list.code) || list.code === 403, `${label}: list ${list.code}`);
          const read = await detail(stranger, org);
          assert.ok(refused(read.code), `${label}: detail ${read.code}`);
          const exported = await rawCall(stranger.client, 'POST', `${resource.paths.list}/export`, {
            ...org,
            columns: resource.entity.keys.join(','),
          });
          if (exported.code === 200) {
            const line = resource.entity.keys.map((key) => String(keys[key])).join(',');
            assert.ok(!exported.text.split(/\r?\n/).includes(line), `${label}: export`);
          } else assert.ok(refused(exported.code) || exported.code === 403, `${label}: export ${exported.code}`);
          if (!resource.entity.readOnly) {
            const saved = await stranger.client.post(resource.paths.save, {
              ...org,
              ...keys,
              edit_at: editAt,
              mode: 'edit',
            });
            assert.ok(saved.code >= 400 && saved.code !== 409 && saved.code < 500, `${label}: save ${saved.code}`);
            assert.ok(
              saved.code !== 400 || saved.body.field !== undefined,
              `${label}: save ${JSON.stringify(saved.body)}`,
            );
            const removed = await stranger.client.post(resource.paths.remove, { ...org, ...keys, edit_at: editAt });
            assert.ok(removed.code >= 400 && removed.code < 500, `${label}: delete ${removed.code}`);
          }
        }

        // The owner still reads it, unchanged.
        const after = await detail(owner);
        assert.equal(after.code, 200, `${name}: still there`);
        assert.equal(String(after.body.result.edit_at), String(editAt), `${name}: unchanged`);
        swept.push(name);
      }
      t.diagnostic(`swept ${swept.length}; no record in the demo to sweep: ${empty.join(', ') || 'none'}`);
      assert.ok(swept.length >= 30, `swept ${swept.length}: ${swept.join(', ')}; without records: ${empty.join(', ')}`);
    });
  });
}
