// Module hooks of model-override.mjs: a specifier of the map resolves as its file's URL would (through the loaders
// registered before, tsx's among them), every other as before.
import { pathToFileURL } from 'node:url';

let overrides = {};

export function initialize(data) {
  overrides = data ?? {};
}

export function resolve(specifier, context, next) {
  const file = overrides[specifier];
  return next(file ? pathToFileURL(file).href : specifier, context);
}
