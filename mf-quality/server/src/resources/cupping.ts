import { CUPPING_MODES, CUPPING_STATUS, CUPPING_SUBJECTS, TRIANGLE_CUPS, TRIANGLE_SAMPLES } from '@coffee/domain';
import type { CuppingSubject } from '@coffee/domain';
import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { Database } from '@coffee/api-kernel/db/database';
import type { Access } from '@coffee/api-kernel/http/context';
import { badRequest, conflict } from '@coffee/api-kernel/http/errors';
import type { SaveContext, Where, Written } from '@coffee/api-kernel/engine/resource';

const MANAGERS: readonly string[] = ['MNG', 'SMNG', 'OWN'];

/** Whether the visitor runs the session: its owner (who created it) or a manager of the roastery (behaviour §07-2). */
export const runsSession = (access: Access, session: { rgst_user: unknown }): boolean =>
  MANAGERS.includes(access.org?.membership.user_auth ?? '') || Number(session.rgst_user) === access.user?.user_seq;

/** The session pages list and open only the sessions the visitor runs; cuppers reach theirs by their sheets. */
export const cuppingSessionVisibility = (access: Access): Where =>
  MANAGERS.includes(access.org?.membership.user_auth ?? '')
    ? []
    : [sql<SqlBool>`cupping_session.rgst_user = ${access.user?.user_seq ?? -1}`];

/**
 * A closed session is history: its setup no longer changes. In an open one, an edit keeps every submitted sheet: a
 * cupper who submitted stays invited (taking them out is the explicit, recorded withdrawal) and a sample with a
 * submitted sheet stays in the session (behaviour §07-2).
 */
export async function checkCuppingSession({ trx, stored, rows }: SaveContext): Promise<void> {
  if (!stored) return;
  if (stored.session_status === CUPPING_STATUS.closed) throw conflict('cupping_session_closed');
  const sessionSeq = Number(stored.session_seq);
  const cuppers = rows.get('cupper_list');
  if (cuppers) {
    const kept = new Set(cuppers.map((row) => Number(row.roaster_user_seq)));
    const submitted = await trx
      .selectFrom('cupping_session_cupper')
      .select('roaster_user_seq')
      .where('session_seq', '=', sessionSeq)
      .where('submitted_at', 'is not', null)
      .execute();
    if (submitted.some((cupper) => !kept.has(cupper.roaster_user_seq)))
      throw conflict('cupping_cupper_submitted').with({ field: 'cupper_list' });
  }
  const samples = rows.get('sample_list');
  if (samples) {
    const kept = new Set(samples.map((row) => String(row.sample_code)));
    const scored = await trx
      .selectFrom('cupping_sheet as s')
      .innerJoin('cupping_session_cupper as c', (join) =>
        join.onRef('c.session_seq', '=', 's.session_seq').onRef('c.roaster_user_seq', '=', 's.roaster_user_seq'),
      )
      .select('s.sample_code')
      .where('s.session_seq', '=', sessionSeq)
      .where('c.submitted_at', 'is not', null)
      .execute();
    if (scored.some((sheet) => !kept.has(sheet.sample_code)))
      throw conflict('cupping_sample_scored').with({ field: 'sample_list' });
  }
}

const SUBJECT_FIELDS = Object.values(CUPPING_SUBJECTS).map((subject) => subject.field);

/**
 * After the rows are written: each sample names exactly the subject of its kind (a green lot with its year), a triangle
 * has two samples, and a new triangle draws which sample is the odd cup and where it stands. A refusal undoes the save.
 */
async function settleSamples(trx: Database, keys: Record<string, unknown>, mode: 'write' | 'edit'): Promise<void> {
  const sessionSeq = Number(keys.session_seq);
  const session = await trx
    .selectFrom('cupping_session')
    .select(['session_mode'])
    .where('session_seq', '=', sessionSeq)
    .executeTakeFirstOrThrow();
  const samples = await trx
    .selectFrom('cupping_session_sample')
    .selectAll()
    .where('session_seq', '=', sessionSeq)
    .orderBy('sample_code')
    .execute();
  for (const sample of samples) {
    const own = CUPPING_SUBJECTS[sample.sample_kind as CuppingSubject].field;
    const named = SUBJECT_FIELDS.filter((field) => sample[field as keyof typeof sample] !== null);
    const yearMissing = sample.sample_kind === 'GREEN' && sample.greenbean_year === null;
    if (named.length !== 1 || named[0] !== own || yearMissing)
      throw badRequest('cupping_sample_subject', { field: yearMissing ? 'greenbean_year' : own });
  }
  if (session.session_mode !== CUPPING_MODES.triangle) return;
  if (samples.length !== TRIANGLE_SAMPLES) throw badRequest('cupping_triangle_samples', { field: 'sample_list' });
  if (mode === 'write') {
    await trx
      .updateTable('cupping_session')
      .set({
        triangle_odd_code: samples[randomInt(TRIANGLE_SAMPLES)]?.sample_code ?? null,
        triangle_odd_cup: randomInt(TRIANGLE_CUPS) + 1,
      })
      .where('session_seq', '=', sessionSeq)
      .execute();
  }
}

export const settleCuppingSession = async (trx: Database, written: Written): Promise<void> => {
  if (written.mode !== 'delete') await settleSamples(trx, written.keys, written.mode);
};
