import type { ApiResponse } from '@coffee/api-client';
import type { KeptSave, SaveToKeep, SendOutcome } from '@coffee/api-client/offline';

/**
 * A new record of a page that works offline (behaviour §06-1, §06-2): kept on this device, then sent after the saves
 * kept before it. 'kept' when the network is down, 'retrying' when it is up but the send failed otherwise (no answer
 * in time, a server that could not take it now: it is sent again by itself); otherwise the server's answer, and a
 * refusal leaves the outbox (the visitor is on the form to fix it, as with any save).
 */
export async function sendOrKeep(
  save: SaveToKeep,
): Promise<ApiResponse<Record<string, unknown>> | 'kept' | 'retrying'> {
  const outbox = await import('@coffee/api-client/offline');
  const kept = await outbox.keepSave(save);
  const outcome = (await outbox.sendKeptSaves()).get(kept.request_id) ?? { state: 'waiting' };
  if (outcome.state === 'waiting') return outcome.failure?.cause === 'offline' ? 'kept' : 'retrying';
  if (outcome.state === 'refused') await outbox.dropKeptSave(kept.seq!);
  return outcome.answer;
}

/**
 * A new record kept on this device at once and sent after the saves kept before it (behaviour §10-4.4): the kept save,
 * and what became of it in the round that sends it.
 */
export async function keepAndSend(save: SaveToKeep): Promise<{ kept: KeptSave; sending: Promise<SendOutcome> }> {
  const outbox = await import('@coffee/api-client/offline');
  const kept = await outbox.keepSave(save);
  // Sent once the acknowledgement is painted: online it is on screen as soon as offline (behaviour §10-4.4).
  const sending = afterNextPaint()
    .then(() => outbox.sendKeptSaves())
    .then((outcomes): SendOutcome => outcomes.get(kept.request_id) ?? { state: 'waiting' });
  return { kept, sending };
}

/** Resolves after the browser has painted the frame the caller's changes go into. */
export const afterNextPaint = () =>
  new Promise<void>((resolve) =>
    typeof globalThis.requestAnimationFrame === 'function'
      ? globalThis.requestAnimationFrame(() => setTimeout(resolve, 0))
      : setTimeout(resolve, 0),
  );
