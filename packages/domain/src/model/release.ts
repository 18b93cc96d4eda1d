/**
 * A roast batch's release after DROP (behaviour §08-3): to check, approved, held or rejected. Held and rejected
 * batches are offered nowhere as stock to blend or ship.
 */
export const RELEASE_STATES = ['CHCK', 'APPR', 'HOLD', 'RJCT'] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];
export const RELEASE_TO_CHECK: ReleaseState = 'CHCK';
export const RELEASE_BLOCKED: readonly ReleaseState[] = ['HOLD', 'RJCT'];

/** The fields of the release form; only roastery staff change them (behaviour §08-3.2). */
export const RELEASE_FIELDS = [
  'roasting_release',
  'roasting_release_defect_list',
  'roasting_release_whole_agtron',
  'roasting_release_ground_agtron',
  'roasting_release_note',
] as const;

/** Roastery staff release batches; the roaster role records them (behaviour §08-3.2). */
const RELEASING_ROLES: readonly string[] = ['SAST', 'MNG', 'SMNG', 'OWN'];

export function canReleaseBatch(role: string | null | undefined): boolean {
  return role !== null && role !== undefined && RELEASING_ROLES.includes(role);
}

export function isReleaseBlocked(state: unknown): boolean {
  return RELEASE_BLOCKED.includes(state as ReleaseState);
}
