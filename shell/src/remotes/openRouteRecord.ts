import { menuStore, sessionStore } from '@coffee/api-client';
import { callQuery, detailQuery, openQuery, queryClient } from '@coffee/api-client/query';
import type { CallContract } from '@coffee/domain/contracts';
import { localToday } from '@coffee/domain/kernel';
import { parseRoute, recordCallAt } from '@coffee/domain/navigation';
import { accessOf } from '../access/visitor';

/**
 * The key react-router gives the location of the current history entry (its BrowserRouter reads the entry's state
 * the same way, `openRouteRecord.test.tsx` checks it): the shell's router and a remote's agree on it, and so a remote's
 * route knows the opening below as its own.
 */
export function historyEntryKey(): string {
  const state: unknown = globalThis.history.state;
  const key = state && typeof state === 'object' && 'key' in state ? state.key : undefined;
  return typeof key === 'string' && key !== '' ? key : 'default';
}

/**
 * A saved record's address: its record is fetched as soon as the visitor's rights are in and allow the page, while
 * the remote's scripts are still on their way, instead of once the remote has mounted (docs/performance.md, "Loading on a phone").
 * The remote's route takes this opening as its own (same query, same navigation) and does not fetch it again.
 * `rightsLoaded` resolves once a signed-in visitor's rights are in; a guest's page fetches nothing here.
 */
export async function openRouteRecord(
  signedIn: Promise<boolean>,
  rightsLoaded: Promise<unknown>,
  menuLoaded: Promise<unknown>,
): Promise<void> {
  const { segments } = parseRoute(globalThis.location.pathname);
  if (segments.length < 2 || !(await signedIn)) return;
  await Promise.all([rightsLoaded, menuLoaded]);
  const menu = menuStore.getState().menu;
  const access = accessOf(segments, sessionStore.getState(), menu);
  if (!menu || access.kind !== 'allowed') return;
  const opening = segments.at(-1) === 'write' ? menu.newRecords?.[segments.slice(0, -1).join('/')] : undefined;
  if (opening && access.rights.write) return openNewRecord(opening);
  const record = recordCallAt(segments, menu.records);
  if (!record || !access.rights.view) return;
  openQuery(queryClient, detailQuery(record.detail, record.id), historyEntryKey());
}

/**
 * A New form's own calls (a new brew's start), fetched as a saved record is: the form takes their answers as its
 * opening (`takeOpening`). Its selects' options are left to the form, which reads them from the browser's database
 * once its first field is drawn (behaviour §06-7).
 */
function openNewRecord(calls: readonly string[]): void {
  for (const path of calls)
    openQuery(
      queryClient,
      callQuery({ path, method: 'GET' } as CallContract, { today: localToday() }),
      historyEntryKey(),
    );
}
