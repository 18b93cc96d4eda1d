import { userStorage } from '@coffee/api-client';
import type { UserType } from '@coffee/domain';
import type { FormValues } from '@coffee/field-toolkit/forms';
import { stripAudit } from './changes';

const SYSTEM_CLIPBOARD_USERS: readonly UserType[] = ['ADMIN', 'SADMIN', 'TESTER'];

export const clipboardKey = (category = ''): string => `clipboard${category}`;

/**
 * Copies a record (audit fields stripped) to the user's storage in this browser (removed at sign-out), and for
 * ADMIN/SADMIN/TESTER to the system clipboard.
 */
export async function copyRecord(
  values: FormValues,
  category: string,
  userTypes: readonly UserType[],
): Promise<boolean> {
  const text = JSON.stringify(stripAudit(values));
  try {
    userStorage.setItem(clipboardKey(category), text);
  } catch {
    return false;
  }
  if (userTypes.some((type) => SYSTEM_CLIPBOARD_USERS.includes(type))) {
    // A system clipboard failure is silent (behaviour §01-8).
    await navigator.clipboard?.writeText(text).catch(() => undefined);
  }
  return true;
}

export function readClipboard(category: string): FormValues | null {
  try {
    const raw = userStorage.getItem(clipboardKey(category));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormValues) : null;
  } catch {
    return null;
  }
}
