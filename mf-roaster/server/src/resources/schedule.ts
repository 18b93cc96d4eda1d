import { sql } from 'kysely';
import type { SaveContext } from '@coffee/api-kernel/engine/resource';
import { badRequest } from '@coffee/api-kernel/http/errors';

/**
 * A batch recorded for a schedule commitment ticks it off (behaviour §05-9): the commitment is the roastery's, of the
 * batch's recipe and not fulfilled by another batch (400 `schedule_recipe` / `schedule_done` naming the field),
 * nothing written otherwise. Whoever may record the batch may tick its commitment off.
 */
export async function checkScheduleLink({ trx, access, params, values, stored }: SaveContext): Promise<void> {
  const seq = values.roasting_schedule_seq;
  if (seq === undefined || seq === null || seq === '') return;
  const field = 'roasting_schedule_seq';
  const commitment = await trx
    .selectFrom('roasting_schedule as s')
    .innerJoin('roasting_default as d', 'd.roasting_seq', 's.roasting_seq')
    .select([
      's.roasting_seq',
      sql<string>`coalesce(d.roasting_name_kr, d.roasting_name, '')`.as('name_kr'),
      sql<string>`coalesce(d.roasting_name, d.roasting_name_kr, '')`.as('name'),
      sql<string | null>`(select to_char(r.roasting_result_date, 'YYYY-MM-DD') from roasting_result r
        where r.roasting_schedule_seq = s.schedule_seq
          and (r.roasting_result_year, r.roasting_result_seq) is distinct from
            (${stored?.roasting_result_year ?? null}::bigint, ${stored?.roasting_result_seq ?? null}::bigint))`.as(
        'roasted_on',
      ),
    ])
    .where('s.schedule_seq', '=', Number(seq))
    .where('s.roaster_seq', '=', access.org?.seq ?? -1)
    .forUpdate('s')
    .executeTakeFirst();
  if (!commitment) throw badRequest('field_code', { field });
  if (commitment.roasted_on !== null) throw badRequest('schedule_done', { field, bound: commitment.roasted_on });
  const recipe = values.roasting_seq ?? stored?.roasting_seq;
  if (Number(recipe) !== Number(commitment.roasting_seq))
    // The commitment's recipe in both languages: the page shows its own (behaviour §09-2.1).
    throw badRequest('schedule_recipe', {
      field,
      bound: params.locale === 'en' ? commitment.name : commitment.name_kr,
      names: { kr: commitment.name_kr, en: commitment.name },
    });
}
