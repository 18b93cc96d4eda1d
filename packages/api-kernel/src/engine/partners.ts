import type { RawBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { ORDERING_RELATIONS } from '../domain';

/** Whether `cafe` is a partner of `roaster` under a relation that lets it order (behaviour §05-2). */
export const partnerCondition = (
  cafe: RawBuilder<unknown> | number,
  roaster: RawBuilder<unknown> | number,
): RawBuilder<SqlBool> =>
  sql<SqlBool>`exists (select 1 from roaster_cafe rc where rc.cafe_seq = ${cafe} and rc.roaster_seq = ${roaster}
    and rc.roaster_cafe_auth in (${sql.join([...ORDERING_RELATIONS])}))`;
