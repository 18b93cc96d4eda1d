// Loaded with `node --import` into an API server that must read an area's model from another folder than the
// workspace's: a deploy of that area's remote with its model changed (area-deploys-alone.spec.ts). The map of
// specifiers to files comes in AREA_MODEL_OVERRIDE as JSON, e.g. {"mf-quality/model": "/…/mf-quality/model/index.ts"}.
import { register } from 'node:module';

register('./model-override-hooks.mjs', import.meta.url, {
  data: JSON.parse(process.env.AREA_MODEL_OVERRIDE ?? '{}'),
});
