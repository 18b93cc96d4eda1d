import type { EntityDef, EntityPageDescriptor, OrgType, StatusTable } from '@coffee/domain';
import { sql } from 'kysely';
import {
  ORG_PAGES,
  PAGES,
  RELATION_PAGES,
  SCREEN_STATUSES,
  createLimit,
  staffStatusTable,
} from '@coffee/api-kernel/domain';
import type { Resource } from '@coffee/api-kernel/engine/resource';
import { joinedColumn, resourceOf } from '@coffee/api-kernel/engine/resource';
import { toColumnValue } from '@coffee/api-kernel/engine/values';
import { conflict, forbidden } from '@coffee/api-kernel/http/errors';

/** The member's own profile in the selected organisation (RoasterUserInfo, CafeUserInfo): their row only. */
export function userInfoResource(org: OrgType): Resource {
  return resourceOf(ORG_PAGES[org].userInfo, {
    conditions: (access) => [sql`${sql.ref(`${org}_user.user_seq`)} = ${access.user?.user_seq ?? -1}`],
    expressions: { user_name: joinedColumn(`${org}_user`, 'app_user', 'user_name', { user_seq: 'user_seq' }) },
  });
}

/** The signed-in user's account (UserBasicInfo). */
export const basicInfoResource = (): Resource => resourceOf(PAGES.UserBasicInfo);

/**
 * A new cafe or roastery (CafeCreate, RoasterCreate; behaviour §01-6, §03-6): refused beyond the creator's create
 * limit, and its creator, who registered the row, becomes its owner.
 */
export function createResource(org: OrgType): Resource {
  return resourceOf(ORG_PAGES[org].create, {
    beforeRowWrite: async ({ trx, access }) => {
      const user = access.user;
      if (!user) throw forbidden();
      // Serialises concurrent creates of one user so the limit holds.
      await trx.selectFrom('app_user').select('user_seq').where('user_seq', '=', user.user_seq).forUpdate().execute();
      const owned = await trx
        .selectFrom(`${org}_user`)
        .select(sql<number>`count(*)`.as('n'))
        .where('user_seq', '=', user.user_seq)
        .where(`${org}_user_auth`, '=', 'OWN')
        .executeTakeFirstOrThrow();
      const limit = createLimit(org, user.user_type);
      if (Number(owned.n) >= limit) throw forbidden(`${org}_create_limit`).with({ bound: limit });
    },
    afterRowWrite: async (trx, written) => {
      if (written.mode !== 'write') return;
      const seq = sql.ref(`${org}_seq`);
      await sql`
        insert into ${sql.table(`${org}_user`)}
               (${seq}, user_seq, ${sql.ref(`${org}_user_auth`)}, ${sql.ref(`${org}_user_nick`)},
                rgst_user, rgst_by, edit_user, edit_by)
        select ${seq}, rgst_user, 'OWN', rgst_by, rgst_user, rgst_by, rgst_user, rgst_by
          from ${sql.table(org)} where ${seq} = ${written.keys[`${org}_seq`]}`.execute(trx);
    },
  });
}

/** The statuses of a person already in, or waiting for, an organisation or a roastery's customers. */
const presentStatuses = (table: StatusTable): string[] => [
  ...SCREEN_STATUSES[table].active,
  ...SCREEN_STATUSES[table].queue,
];

/** The event a sign-up or register form names, found open by its route: the organisation it joins. */
export interface JoinedEvent {
  org_seq: number;
}

/**
 * An event form as the engine writes it: keyed not by the event's serial, which names the form, but by the row it
 * creates, the key of the page it is a view of (the staff row, the customer relation).
 */
function keyedByCreatedRow(form: EntityPageDescriptor, row: EntityPageDescriptor): EntityDef {
  const { keys } = row.entity;
  return {
    ...form.entity,
    keys,
    fields: [...form.entity.fields, ...row.entity.fields.filter((field) => keys.includes(field.name))],
  };
}

/** Each organisation's sign-up form (reached through its SGNP events). */
export const SIGN_UP_PAGES = { roaster: PAGES.RoasterSignUp, cafe: PAGES.CafeSignUp } as const;

/**
 * A person signs up as staff through an open event (RoasterSignUp, CafeSignUp; behaviour §03-7.3, §03-7.4): a row
 * waiting for the managers (WTSGNP) with the form's nick and description; 409 duplicate_key for a person already in
 * or waiting for the organisation.
 */
export function signUpResource(org: OrgType, event: JoinedEvent): Resource {
  const page = SIGN_UP_PAGES[org];
  const form = (name: string) => page.entity.fields.find((field) => field.name === name)!;
  return resourceOf(page, {
    entity: keyedByCreatedRow(page, ORG_PAGES[org].staff.active),
    beforeRowWrite: async ({ trx, access, params, values }) => {
      const user = access.user;
      if (!user) throw forbidden();
      // Serialises a person's concurrent sign-ups so the duplicate check holds.
      await trx.selectFrom('app_user').select('user_seq').where('user_seq', '=', user.user_seq).forUpdate().execute();
      const present = await trx
        .selectFrom(`${org}_user`)
        .select(`${org}_user_seq`)
        .where('user_seq', '=', user.user_seq)
        .where(`${org}_seq`, '=', event.org_seq)
        .where(`${org}_user_auth`, 'in', presentStatuses(staffStatusTable(org)))
        .executeTakeFirst();
      if (present) throw conflict('duplicate_key');
      Object.assign(values, {
        [`${org}_seq`]: event.org_seq,
        [`${org}_user_auth`]: 'WTSGNP',
        // The form's own fields under the staff row's columns.
        [`${org}_user_nick`]: toColumnValue(form('user_nick'), params.user_nick),
        [`${org}_user_desc`]: toColumnValue(form('user_desc'), params.user_desc),
      });
    },
  });
}

/**
 * A cafe registers with a roastery through its open customer event (CafeRoasterRegister): a relation waiting for
 * the roastery (WTSGNP) with the form's nicks and description, and the roastery among the cafe's suppliers under its
 * names; 409 duplicate_key for a cafe already a customer or waiting.
 */
export function registerResource(event: JoinedEvent): Resource {
  const page = PAGES.CafeRoasterRegister;
  return resourceOf(page, {
    entity: keyedByCreatedRow(page, RELATION_PAGES.active),
    beforeRowWrite: async ({ trx, access, values }) => {
      const cafe = access.org?.seq ?? -1;
      // Serialises a cafe's concurrent registrations so the duplicate check holds.
      await trx.selectFrom('cafe').select('cafe_seq').where('cafe_seq', '=', cafe).forUpdate().execute();
      const present = await trx
        .selectFrom('roaster_cafe')
        .select('roaster_cafe_uuid')
        .where('roaster_seq', '=', event.org_seq)
        .where('cafe_seq', '=', cafe)
        .where('roaster_cafe_auth', 'in', presentStatuses('PSAUTH'))
        .executeTakeFirst();
      if (present) throw conflict('duplicate_key');
      Object.assign(values, { roaster_seq: event.org_seq, roaster_cafe_auth: 'WTSGNP' });
    },
    // The cafe's supplier row, registered as the relation was (its audit columns copied).
    afterRowWrite: async (trx, written) => {
      if (written.mode !== 'write') return;
      await trx
        .insertInto('cafe_roaster')
        .columns([
          'cafe_seq',
          'roaster_seq',
          'roaster_cafe_uuid',
          'cafe_roaster_name',
          'cafe_roaster_name_kr',
          'rgst_user',
          'rgst_by',
          'rgst_at',
          'edit_user',
          'edit_by',
          'edit_at',
        ])
        .expression(
          trx
            .selectFrom('roaster_cafe as rc')
            .innerJoin('roaster as r', 'r.roaster_seq', 'rc.roaster_seq')
            .select([
              'rc.cafe_seq',
              'rc.roaster_seq',
              'rc.roaster_cafe_uuid',
              'r.roaster_name',
              'r.roaster_name_kr',
              'rc.rgst_user',
              'rc.rgst_by',
              'rc.rgst_at',
              'rc.edit_user',
              'rc.edit_by',
              'rc.edit_at',
            ])
            .where('rc.roaster_cafe_uuid', '=', String(written.keys.roaster_cafe_uuid)),
        )
        .execute();
    },
  });
}
