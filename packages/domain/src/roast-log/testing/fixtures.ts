// Test-only: reads the repository's test-fixtures folder. The domain package has no Node types, so node: modules come untyped
// through jest.
declare const __dirname: string;

interface NodeFs {
  readFileSync(path: string, encoding: 'utf8'): string;
  readFileSync(path: string): Uint8Array;
}
interface NodePath {
  resolve(...parts: string[]): string;
}

const FIXTURES = jest.requireActual<NodePath>('node:path').resolve(__dirname, '../../../../../test-fixtures');

export const PROFILE2_ALOG = 'alog/artisan-roaster-scope_artisan_profile2.alog';
export const R68_ALOG = 'alog/scottjames_coffee-roasting_roast_26-08-09_R68_caturra_26.alog';
export const PROFILE2_CSV = 'csv/artisan-roaster-scope_artisan_profile2.csv';

export function readFixture(relativePath: string): string {
  const { resolve } = jest.requireActual<NodePath>('node:path');
  return jest.requireActual<NodeFs>('node:fs').readFileSync(resolve(FIXTURES, relativePath), 'utf8');
}

/** Further roasts of the R68 roaster (same 250 g drum), for comparing batches with a reference. */
export const R58_ALOG = 'alog/scottjames_coffee-roasting_roast_26-05-10_1438_R58_brazil_250.alog';
export const R60_ALOG = 'alog/scottjames_coffee-roasting_roast_26-05-17_1252_R60_sumava_cos.alog';
export const R62_ALOG = 'alog/scottjames_coffee-roasting_roast_26-06-07_1217_R62_brazil.alog';
export const R67_ALOG = 'alog/scottjames_coffee-roasting_roast_26-08-09_R67_kenya_nyer.alog';

/** A RoasTime-format roast built from R60 by `test-fixtures/roastime/build_from_artisan_log.py` (no public export). */
export const R60_ROASTIME = 'roastime/built-from-format_R60-as-roastime.json';

/** A fixture's bytes (spreadsheets and text files as a browser's file input hands them over). */
export function readFixtureBytes(relativePath: string): Uint8Array {
  const { resolve } = jest.requireActual<NodePath>('node:path');
  return new Uint8Array(jest.requireActual<NodeFs>('node:fs').readFileSync(resolve(FIXTURES, relativePath)));
}
