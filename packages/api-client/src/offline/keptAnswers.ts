import { drawnAndIdle } from '../drawing/afterDrawn';
import { sessionStore } from '../session/store';
import { onSignOut } from '../session/actions';

/** Calls whose answers are kept for offline reading, by path prefix (registered by the pages that work offline). */
const prefixes = new Set<string>();

const db = async () => (await import('./db')).offlineDb;
let opened = false;

/** The pages that work offline name the calls their forms read (behaviour §06-4): their answers are kept. */
export function keepAnswersOf(paths: readonly string[]): void {
  for (const path of paths) prefixes.add(path);
}

const kept = (path: string) => [...prefixes].some((prefix) => path.startsWith(prefix));

/**
 * Keeps a signed-in user's answer of a kept call (a failed write costs only the offline copy). The first write of a
 * page, which downloads Dexie, waits for the page's main content to be drawn (behaviour §06-7).
 */
export function keepAnswer(path: string, key: string, answer: unknown): void {
  const user = sessionStore.getState().user?.user_id;
  if (!user || !kept(path)) return;
  void (opened ? Promise.resolve() : drawnAndIdle())
    .then(db)
    .then((offline) => {
      opened = true;
      return offline.answers.put({ key, user_id: user, answer, kept_at: Date.now() });
    })
    .catch((error: unknown) => console.warn('An answer could not be kept for offline use', error));
}

/** The kept answer of a call that could not reach the server, if this user has one. */
export async function keptAnswer(path: string, key: string): Promise<unknown> {
  const user = sessionStore.getState().user?.user_id;
  if (!user || !kept(path)) return undefined;
  try {
    const entry = await (await db()).answers.get(key);
    return entry?.user_id === user ? entry.answer : undefined;
  } catch {
    return undefined;
  }
}

// The kept answers are the user's records: they go at sign-out. Kept saves stay, sent only for their own user.
onSignOut(async () => {
  await (await db()).answers.clear();
});
