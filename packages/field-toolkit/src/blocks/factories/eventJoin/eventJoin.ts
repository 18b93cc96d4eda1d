import { organisationEntities } from '@coffee/domain';
import type { EntityDef, OrgType } from '@coffee/domain';
import type { ApiStatus } from '@coffee/api-client';
import { answerMessage } from '@coffee/field-toolkit/dialogs';
import type { DialogText } from '@coffee/field-toolkit/dialogs';
import type { TFunction } from 'i18next';

/** The public forms an event's QR code opens (behaviour §03-2.1, §03-2.3, §03-3.6). */
export type EventJoinKind = 'roasterSignUp' | 'cafeSignUp' | 'cafeRegister';

export interface EventJoinForm {
  kind: EventJoinKind;
  entity: EntityDef;
  /** The organisation whose event it is (its name is shown). */
  host: OrgType;
  /** Whose selected organisation the call carries: none for a person signing up, the cafe for a registration. */
  sender: OrgType | null;
  /** Shown read-only: the host's names and the event's period. */
  shown: readonly string[];
  /** What the person fills in, the confirmation box last. */
  edited: readonly string[];
  /** Dialog message key after a successful save. */
  success: string;
}

const form = (kind: EventJoinKind, key: string, host: OrgType, sender: OrgType | null, edited: string[]) => {
  const entity = organisationEntities[key];
  if (!entity) throw new Error(`No membership entity '${key}' in @coffee/domain`);
  return {
    kind,
    entity,
    host,
    sender,
    shown: [`${host}_name_kr`, `${host}_name`, 'event_start', 'event_end'],
    edited: [...edited, 'save_check'],
    success: kind === 'cafeRegister' ? 'messages.register_ok' : 'blocks.join.signedUp',
  } satisfies EventJoinForm;
};

export const EVENT_JOIN_FORMS: Readonly<Record<EventJoinKind, EventJoinForm>> = {
  roasterSignUp: form('roasterSignUp', 'RoasterSignUp', 'roaster', null, ['user_nick', 'user_desc']),
  cafeSignUp: form('cafeSignUp', 'CafeSignUp', 'cafe', null, ['user_nick', 'user_desc']),
  cafeRegister: form('cafeRegister', 'CafeRoasterRegister', 'roaster', 'cafe', [
    'roaster_cafe_nick_kr',
    'roaster_cafe_nick',
    'roaster_cafe_desc',
  ]),
};

/** The message of a refused load or save: a closed event, a second sign-up, or what the answer says. */
export function joinFailure(t: TFunction, answer: ApiStatus): DialogText {
  if (answer.description === 'event_closed') return { key: 'blocks.join.closed' };
  if (answer.status === '409') return { key: 'blocks.join.already' };
  if (answer.status === 'NOT_FOUND') return { key: 'blocks.join.noEvent' };
  return answerMessage(t, answer);
}
