import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { CALL_FORMS } from '../domain';
import type { AppContext } from '../http/context';
import { paramsOf, requireUser } from '../http/context';
import { badRequest, forbidden } from '../http/errors';
import { limits } from '../http/rate-limits';
import { codeCalls } from '@coffee/domain/contracts';
import { serveCall } from '../http/calls';

const ADMIN_TYPES = ['SADMIN', 'ADMIN'];
const GROUP_ID = /^[A-Z0-9_]{1,45}$/;

/** code/simple, code/reload and codegroup/simple (behaviour §01-7.2). */
export function registerCodeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public: guests need FLVR for the flavor wheel. Only groups changed after the given edit time are returned.
  const lists = async (request: FastifyRequest) => {
    const requested = paramsOf(request).code_group;
    if (!Array.isArray(requested) || requested.length > 100)
      throw badRequest('field_required', { field: 'code_group' });
    const wanted = requested
      .map((entry) => String(entry).split('|'))
      .filter(([groupId = '']) => GROUP_ID.test(groupId)) as Array<[string, string | undefined]>;
    // Groups that do not exist cost nothing and leave nothing behind (behaviour §01-7.2).
    const groups = await ctx.codes.groups(wanted.map(([groupId]) => groupId));
    const result: Record<string, { code_list: Array<Record<string, unknown>>; edit_at: unknown }> = {};
    for (const [groupId, since] of wanted) {
      const group = groups.get(groupId);
      if (!group) continue;
      const sinceTime = since ? Date.parse(since) : NaN;
      if (!Number.isNaN(sinceTime) && Date.parse(group.edit_at) <= sinceTime) continue;
      result[groupId] = { code_list: group.code_list, edit_at: group.edit_at };
    }
    return { status: 'OK' as const, result };
  };
  serveCall(app, codeCalls.lists, lists, { config: limits.codes(ctx), callFields: CALL_FORMS.codeGroupLists });

  // Clears server state (the code cache): POST only, like every call that changes something.
  serveCall(app, codeCalls.reload, async (request) => {
    const user = requireUser(request);
    if (!user.user_type.some((type) => ADMIN_TYPES.includes(type))) throw forbidden();
    ctx.codes.clear();
    return { status: 'OK' as const, result: null, description: 'code_reload_ok' as const };
  });

  // Code group options for the code list page; showreal=1 (or true) includes groups not in use.
  const codeGroups = async (request: FastifyRequest) => {
    requireUser(request);
    const showReal = ['1', 'true', true, 1].includes(paramsOf(request).showreal as never);
    const rows = await ctx.db
      .selectFrom('code_group')
      .select(['code_group_seq', 'code_group_id', 'code_group_name', 'code_group_name_kr', 'code_group_use', 'edit_at'])
      .where(showReal ? sql<SqlBool>`true` : sql<SqlBool>`code_group_use`)
      .orderBy('code_group_id')
      .execute();
    return {
      status: 'OK' as const,
      result: rows.map((row) => ({
        value: row.code_group_id,
        label: `${String(row.code_group_id)} ${String(row.code_group_name_kr ?? row.code_group_name)}`,
        label_str: row.code_group_name,
        ...row,
      })),
    };
  };
  serveCall(app, codeCalls.groups, codeGroups, { callFields: CALL_FORMS.codeGroupOptions });
}
