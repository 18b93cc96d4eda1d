import type { UserType } from '@coffee/domain';
import { confirm } from './dialogStore';

const IMMEDIATE_RELOAD: readonly UserType[] = ['SADMIN', 'ADMIN'];

export function canReloadSelectImmediately(userTypes: readonly UserType[]): boolean {
  return userTypes.some((type) => IMMEDIATE_RELOAD.includes(type));
}

/**
 * Admins reload a select's options at once; others confirm first (alert title, refresh_select_detail).
 * Resolves whether the reload should run.
 */
export function confirmSelectReload(userTypes: readonly UserType[]): Promise<boolean> {
  if (canReloadSelectImmediately(userTypes)) return Promise.resolve(true);
  return confirm({ title: { key: 'messages.alert' }, message: { key: 'messages.refresh_select_detail' } });
}
