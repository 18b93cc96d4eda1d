// The shell's build holds no area's model (ARCHITECTURE.md, "Shell and remotes"): it learns the menu, the rights and
// the routes of each remote from the running API, so a remote and the server deploy a page without a new shell.
// A field of each area and a menu entry's title stand for the whole model: one of them in the shell's scripts means
// an import has pulled an area's entities, pages or menu into the shell again.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const AREA_MODEL_MARKERS = [
  'roasting_batch_auto',
  'blending_instock',
  'cupnote_satis_detail',
  'received_instock',
  'order_mass',
  'brewing_grinder_point',
  'greenbean_instock',
  'farm_region_seq',
  'event_term',
  'equip_zero_point',
  'Roasting recipes',
  '로스팅 레시피',
];

/** The markers found in the scripts of a build folder, each with the first script holding it. */
export function areaModelIn(distDir, markers = AREA_MODEL_MARKERS) {
  const scripts = readdirSync(distDir).filter((file) => file.endsWith('.js'));
  return markers.flatMap((marker) => {
    const script = scripts.find((file) => readFileSync(join(distDir, file), 'utf8').includes(marker));
    return script ? [`${marker} (${script})`] : [];
  });
}
