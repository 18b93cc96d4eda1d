import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { PublicBeanPage } from '@coffee/domain';
import { serialPrefixOf } from '../domain';
import type { AppContext } from '../http/context';
import { ApiError, badRequest } from '../http/errors';
import { limits } from '../http/rate-limits';
import { shortCodeCall } from '@coffee/domain/contracts';
import { pathParam, serveCall } from '../http/calls';

/** Each printed serial column and the public page its QR code opens (behaviour §10-3.4). */
const SERIAL_PAGES = [
  ['blending_default', 'blending_uuid_str', 'blend'],
  ['blending_default', 'blending_uuid_cafe', 'cafeBlend'],
  ['blending_result', 'blending_result_uuid_str', 'blendResult'],
  ['blending_result', 'blending_result_uuid_cafe', 'cafeBlendResult'],
  ['coffeebean', 'coffeebean_uuid_str', 'coffeebean'],
  ['coffeebean_received', 'received_uuid_str', 'coffeebeanDetail'],
] as const satisfies readonly (readonly [string, string, PublicBeanPage])[];

const FIELD = { field: 'short_code' };

/**
 * A bean's short code typed on a public page opens the page its QR code opens (behaviour §10-4.3): the serial and
 * that page, open to guests as the QR code is. A text that is not a code is 400 `short_code_invalid`; a code no serial
 * has is 404 `short_code_unknown`; a code two serials share is 409 `short_code_ambiguous` (never the wrong bean).
 * The kernel's, not an area's: the shell's home and the public tools both ask it, over the roastery's and the cafe's
 * serials.
 */
export function registerShortCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  serveCall(
    app,
    shortCodeCall,
    async (request) => {
      const prefix = serialPrefixOf(pathParam(request, 'code'));
      if (!prefix) throw badRequest('short_code_invalid', FIELD);
      const matches = SERIAL_PAGES.map(
        ([table, column, page]) =>
          sql`select ${page}::text as page, ${sql.ref(column)} as serial from ${sql.table(table)}
                where lower(left(${sql.ref(column)}, 11)) = ${prefix}`,
      );
      const found = await sql<{
        page: PublicBeanPage;
        serial: string;
      }>`${sql.join(matches, sql` union all `)} limit 2`.execute(ctx.db);
      if (found.rows.length === 0) throw new ApiError(404, 'short_code_unknown', FIELD);
      if (found.rows.length > 1) throw new ApiError(409, 'short_code_ambiguous', FIELD);
      return { status: 'OK' as const, result: found.rows[0]! };
    },
    { config: limits.public(ctx) },
  );
}
