// Throw-away repositories for the workspace tools' own tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** `repository(files)` writes the given files (path → text) into a new temporary folder; `removeAll()` cleans up. */
export function sandbox(prefix) {
  const roots = [];
  return {
    repository(files) {
      const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
      roots.push(root);
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      return root;
    },
    removeAll() {
      roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true }));
    },
  };
}
