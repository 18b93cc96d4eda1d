import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * A code on every batch (behaviour §12-1): roast and blend batches carry a short code unique within their
 * roastery, existing batches numbered per roastery and year in the order they were made; a cafe's received batch
 * carries the code and roast date of the batch shipped to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table roasting_result add column roasting_batch_code text`.execute(db);
  await sql`alter table blending_result add column blending_batch_code text`.execute(db);
  await sql`update roasting_result r set roasting_batch_code = n.code
    from (select roasting_result_seq, 'R' || lpad((roasting_result_year % 100)::text, 2, '0') || '-'
        || lpad(row_number() over (partition by roaster_seq, roasting_result_year
          order by roasting_result_date, roasting_result_seq)::text, 4, '0') as code
      from roasting_result) n
    where n.roasting_result_seq = r.roasting_result_seq`.execute(db);
  await sql`update blending_result b set blending_batch_code = n.code
    from (select blending_result_seq, 'B' || lpad((blending_result_year % 100)::text, 2, '0') || '-'
        || lpad(row_number() over (partition by roaster_seq, blending_result_year
          order by blending_result_date, blending_result_seq)::text, 4, '0') as code
      from blending_result) n
    where n.blending_result_seq = b.blending_result_seq`.execute(db);
  await sql`create unique index roasting_result_batch_code_uq on roasting_result (roaster_seq, lower(roasting_batch_code))`.execute(
    db,
  );
  await sql`create unique index blending_result_batch_code_uq on blending_result (roaster_seq, lower(blending_batch_code))`.execute(
    db,
  );
  await sql`alter table coffeebean_received
    add column blending_batch_code text,
    add column roasting_result_date date`.execute(db);
  await sql`update coffeebean_received c set blending_batch_code = b.blending_batch_code,
      roasting_result_date = (select max(r.roasting_result_date) from blending_result_roasting x
        join roasting_result r on r.roasting_result_seq = x.roasting_result_seq
        where x.blending_result_seq = b.blending_result_seq)
    from blending_result b
    where c.blending_result_uuid in (b.blending_result_uuid_str, b.blending_result_uuid_cafe)
       or exists (select 1 from cafe_order_shipment s
         where s.received_seq = c.received_seq and s.blending_result_seq = b.blending_result_seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table coffeebean_received drop column roasting_result_date, drop column blending_batch_code`.execute(
    db,
  );
  await sql`drop index blending_result_batch_code_uq`.execute(db);
  await sql`drop index roasting_result_batch_code_uq`.execute(db);
  await sql`alter table blending_result drop column blending_batch_code`.execute(db);
  await sql`alter table roasting_result drop column roasting_batch_code`.execute(db);
}
