// Shared blocks: composite sections and page factories several remotes use. Blocks use the engine, forms,
// widgets and charts; the engine never imports a block (lint-enforced).
export {};
