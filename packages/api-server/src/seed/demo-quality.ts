import { SCA, SCA_CUP_FIELDS, SCA_RESULT_FIELDS, SCA_SCORE_FIELDS, scaScoreOf } from '@coffee/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { byTableName } from '@coffee/api-kernel/db/database';
import { demoCalendarOf } from './demo-calendar';

type Who = { seq: number; name: string };

/** A note written on the SCA form: attribute scores (displayed), one taint cup, the computed total and final. */
function scaNote(name: string, nameKr: string, scores: readonly number[], who: Who, date: string): Row {
  const sheet: Row = {
    cupnote_name: name,
    cupnote_name_kr: nameKr,
    cupnote_date: date,
    cupnote_satis: 9,
    cupnote_sca_use: true,
    ...Object.fromEntries(SCA_SCORE_FIELDS.map((field, index) => [field, (scores[index] ?? 8) * SCA.scale])),
    cupnote_sca_acidity_intensity: 4,
    cupnote_sca_body_level: 3,
    ...Object.fromEntries(SCA_CUP_FIELDS.map((field) => [field, SCA.cups])),
    cupnote_sca_taint_cups: 1,
    cupnote_sca_fault_cups: 0,
    rgst_user: who.seq,
    rgst_by: who.name,
    edit_user: who.seq,
    edit_by: who.name,
  };
  const result = scaScoreOf(sheet);
  return {
    ...sheet,
    [SCA_RESULT_FIELDS.total]: result ? result.total * SCA.scale : null,
    [SCA_RESULT_FIELDS.final]: result ? result.final * SCA.scale : null,
  };
}

const SCORES = [8.5, 8.25, 8, 8.25, 8, 8.5, 8.25];

/** Beside each roaster's and cafe's simple QC notes, one on the SCA cupping form per QC page (behaviour §04-4). */
export async function seedScaNotes(
  trx: Database,
  orgs: { roasters: ReadonlyArray<readonly [number, Who]>; cafes: ReadonlyArray<readonly [number, Who]> },
): Promise<void> {
  const noted = (await demoCalendarOf(trx)).scaNote.day;
  for (const [roasterSeq, who] of orgs.roasters) {
    const own = { roaster_seq: roasterSeq };
    // The first record by its id (the demo's first roast, lot and blend batch), whatever the rows' physical order.
    const first = async (table: string, columns: string[]) =>
      columns
        .reduce(
          (query, column) => query.orderBy(column),
          byTableName(trx).selectFrom(table).select(columns).where('roaster_seq', '=', roasterSeq),
        )
        .executeTakeFirst();
    const blend = await first('blending_default', ['blending_seq']);
    const roast = await first('roasting_result', ['roasting_result_year', 'roasting_result_seq']);
    const lot = await first('greenbean_roaster_year', ['greenbean_year', 'greenbean_roaster_seq']);
    const batch = await first('blending_result', ['blending_result_year', 'blending_result_seq', 'blending_seq']);
    if (blend)
      await trx
        .insertInto('qc_blending')
        .values({ ...own, ...blend, ...scaNote('House blend SCA', '하우스 블렌드 SCA', SCORES, who, noted) })
        .execute();
    if (roast)
      await trx
        .insertInto('qc_roasting')
        .values({
          ...own,
          ...roast,
          ...scaNote(
            'Roast SCA cupping',
            '로스팅 SCA 커핑',
            SCORES.map((score) => score - 0.5),
            who,
            noted,
          ),
        })
        .execute();
    if (lot)
      await trx
        .insertInto('qc_greenbean')
        .values({
          ...own,
          ...lot,
          ...scaNote(
            'Arrival SCA cupping',
            '입고 SCA 커핑',
            SCORES.map((score) => score + 0.5),
            who,
            noted,
          ),
        })
        .execute();
    if (batch)
      await trx
        .insertInto('qc_brewing_result')
        .values({
          ...own,
          ...batch,
          brewing_type: 'DRP',
          ...scaNote('Filter SCA cupping', '필터 SCA 커핑', SCORES, who, noted),
        })
        .execute();
  }
  for (const [cafeSeq, who] of orgs.cafes) {
    const bean = await trx
      .selectFrom('coffeebean')
      .select('coffeebean_seq')
      .where('cafe_seq', '=', cafeSeq)
      .executeTakeFirst();
    if (bean)
      await trx
        .insertInto('cafe_cupnote')
        .values({ cafe_seq: cafeSeq, ...bean, ...scaNote('Bean SCA cupping', '원두 SCA 커핑', SCORES, who, noted) })
        .execute();
  }
}
