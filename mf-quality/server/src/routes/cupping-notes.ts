import type { CuppingForm, CuppingSubject, FieldDef } from '@coffee/domain';
import {
  CUPPING_SUBJECTS,
  cuppingFormSwitch,
  cuppingNoteFields,
  overCupped,
  spreadOf,
} from '@coffee/api-kernel/domain';
import type { Database, Row } from '@coffee/api-kernel/db/database';
import { byTableName } from '@coffee/api-kernel/db/database';
import type { Access } from '@coffee/api-kernel/http/context';
import { insertByRule } from '@coffee/api-kernel/engine/rule-writes';
import { storeNoteScores } from '../resources/quality';
import type { SessionRow, SessionTable } from './cupping-routes';

/**
 * A field's mean on the note's steps and bounds, in stored units: a 2004 score to two decimals as a panel's means are
 * published, an impression or a count of cups to the whole step the form records it in (behaviour §07-2).
 */
const onField = (field: FieldDef, mean: number): number => {
  // In stored units (hundredths of a 2004 score), where the steps are whole numbers.
  const scale = field.scale ?? 1;
  const step = Math.round((field.step ?? 1) * scale);
  const min = Math.round((field.min ?? 0) * scale);
  const offset = Number((mean * scale - min).toFixed(6));
  const stepped = min + Math.round(offset / step) * step;
  return Math.min(field.max === undefined ? stepped : Math.round(field.max * scale), Math.max(min, stepped));
};

/** The note's form values: each numeric field's mean over the included sheets, descriptors any cupper ticked. */
function meanSheet(form: CuppingForm, sheets: ReadonlyArray<Record<string, unknown>>): Row {
  const values: Row = { [cuppingFormSwitch(form)]: true };
  for (const field of cuppingNoteFields(form)) {
    if (field.type === 'number') {
      const numbers = sheets.map((sheet) => Number(sheet[field.name])).filter((value) => Number.isFinite(value));
      const spread = spreadOf(numbers);
      if (spread) values[field.name] = onField(field, spread.mean);
    } else if (field.type === 'stringArray') {
      values[field.name] = [
        ...new Set(sheets.flatMap((sheet) => (Array.isArray(sheet[field.name]) ? sheet[field.name] : []) as string[])),
      ];
    }
  }
  // Two counts rounded up each (2.5 and 2.5 taint and fault cups) may pass the cups cupped: the second gives way.
  const over = overCupped(cuppingNoteFields(form), values);
  if (over?.other) values[over.other] = Number(over.bound) - Number(values[over.field]);
  return values;
}

/** Where a sample's note goes: its QC page's table and the subject's keys there. */
async function subjectOf(trx: Database, sample: Row): Promise<{ table: string; keys: Row } | null> {
  const kind = sample.sample_kind as CuppingSubject;
  if (kind === 'ROAST') {
    const batch = await trx
      .selectFrom('roasting_result')
      .select(['roasting_result_year', 'roasting_result_seq'])
      .where('roasting_result_seq', '=', Number(sample.roasting_result_seq))
      .executeTakeFirst();
    return batch ? { table: CUPPING_SUBJECTS.ROAST.qcTable, keys: batch } : null;
  }
  if (kind === 'BLEND') {
    const batch = await trx
      .selectFrom('blending_result')
      .select('blending_seq')
      .where('blending_result_seq', '=', Number(sample.blending_result_seq))
      .executeTakeFirst();
    return batch ? { table: CUPPING_SUBJECTS.BLEND.qcTable, keys: { blending_seq: batch.blending_seq } } : null;
  }
  return {
    table: CUPPING_SUBJECTS.GREEN.qcTable,
    keys: { greenbean_roaster_seq: sample.greenbean_roaster_seq, greenbean_year: sample.greenbean_year },
  };
}

/**
 * Closing a scored session (behaviour §07-2): each sample with included sheets becomes a QC note on its batch or lot,
 * its values the cuppers' means on the form's steps, its description the session's mean score, spread and exclusions.
 */
export async function writeSessionNotes(trx: Database, access: Access, session: SessionRow, table: SessionTable) {
  const form = session.session_form as CuppingForm;
  const submitted = new Set(
    (
      await trx
        .selectFrom('cupping_session_cupper')
        .select('roaster_user_seq')
        .where('session_seq', '=', session.session_seq)
        .where('submitted_at', 'is not', null)
        .execute()
    ).map((row) => row.roaster_user_seq),
  );
  const sheets = await trx
    .selectFrom('cupping_sheet')
    .selectAll()
    .where('session_seq', '=', session.session_seq)
    .where('excluded_at', 'is', null)
    .execute();
  let written = 0;
  for (const sample of table.samples) {
    const included = sheets
      .filter((sheet) => sheet.sample_code === sample.sample_code && submitted.has(sheet.roaster_user_seq))
      .map((sheet) => sheet.sheet_values as Record<string, unknown>);
    const score = sample.attributes.find((attribute) => attribute.attribute === 'score');
    const subject = await subjectOf(trx, sample as Row);
    if (included.length === 0 || !subject || !score || !('mean' in score)) continue;
    const values = meanSheet(form, included);
    storeNoteScores({ params: values, values, stored: {} });
    const excluded = sample.exclusions.length;
    const name = `${session.session_name} · ${sample.sample_code}`;
    await insertByRule(byTableName(trx), subject.table, access.user ?? { user_seq: 0, user_name: '' }, {
      roaster_seq: session.roaster_seq,
      ...subject.keys,
      ...values,
      cupnote_name: name,
      cupnote_name_kr: name,
      cupnote_date: session.session_date,
      cupnote_satis: Math.round(Number(score.mean) / 10),
      cupnote_desc: `${Number(score.mean).toFixed(2)} ± ${Number(score.sd).toFixed(2)} (n=${score.count}${excluded ? `, −${excluded}` : ''})`,
    }).execute();
    written += 1;
  }
  return written;
}
