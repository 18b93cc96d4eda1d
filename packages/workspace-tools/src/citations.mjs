// Comments and docs cite documents a reader of the repository has: docs/behaviour.md by section ("behaviour
// §01-2.5"), ARCHITECTURE.md and the READMEs. Not the spec documents the project started from, issue threads or
// DESIGN.md, none of which is in the repository. Plain Node only, like the other workspace tools.
import { readFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { filesUnder } from './self-contained.mjs';

/** The document whose section headings (`### §01-2.5 ...`) are the sections a citation may name. */
export const BEHAVIOUR = join('docs', 'behaviour.md');

const CHECKED_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.md',
  '.sh',
  '.yml',
]);
const SECTION_HEADING = /^#{2,6} §(\d\d-\d+(?:\.\d+)*)\s/gm;
/** A cited section of docs/behaviour.md: part, dash, section ("§03-4.1"). */
const CITED_SECTION = /§(\d\d-\d+(?:\.\d+)*)/g;

/** What may not be cited, each with the reason a reader is given. */
const FORBIDDEN = [
  {
    pattern: /§\s?(?!\d\d-)\d/g,
    reason: 'cites a spec section ("01 §2.5"): cite docs/behaviour.md as "behaviour §01-2.5"',
  },
  {
    pattern: /\bspecs?\s+0[1-3]\b|\b0[1-3]-(?:shared-foundation|reference-data|quality-brewing)[\w-]*\.md/gi,
    reason: 'cites a spec document, which is not in the repository: cite docs/behaviour.md',
  },
  {
    pattern: /\bissues?\s+#?\d+/gi,
    reason: 'cites an issue: say the reason itself, or cite docs/behaviour.md or ARCHITECTURE.md',
  },
  {
    pattern: /\bDESIGN\.md\b/g,
    reason: 'cites DESIGN.md, which is not in the repository: cite ARCHITECTURE.md',
  },
];

/** The section numbers docs/behaviour.md defines (its `§DD-N` headings). */
export function behaviourSections(markdown) {
  return new Set([...markdown.matchAll(SECTION_HEADING)].map((match) => match[1]));
}

function problemsIn(text, sections) {
  const found = [];
  const lines = text.split('\n');
  const lineAt = (offset) => text.slice(0, offset).split('\n').length;
  const report = (offset, reason) => {
    const line = lineAt(offset);
    found.push({ line, reason, text: lines[line - 1].trim() });
  };
  for (const { pattern, reason } of FORBIDDEN) {
    for (const match of text.matchAll(pattern)) report(match.index, reason);
  }
  for (const match of text.matchAll(CITED_SECTION)) {
    if (!sections.has(match[1])) report(match.index, `cites §${match[1]}, which docs/behaviour.md does not have`);
  }
  return found.sort((a, b) => a.line - b.line);
}

/**
 * Places under `root` that cite what a reader does not have, as `{ file, line, reason, text }` (file relative to
 * root): an old spec citation, a spec document, an issue, DESIGN.md, or a behaviour section that docs/behaviour.md
 * lacks. `ignore` lists files (relative to root) not to read, such as this checker and its test.
 */
export function findCitationProblems(root, { ignore = [] } = {}) {
  const sections = behaviourSections(readFileSync(join(root, BEHAVIOUR), 'utf8'));
  const skipped = new Set(ignore.map((file) => resolve(root, file)));
  const results = [];
  for (const file of filesUnder(root, (name) => CHECKED_EXTENSIONS.has(extname(name)))) {
    if (skipped.has(resolve(file))) continue;
    for (const problem of problemsIn(readFileSync(file, 'utf8'), sections))
      results.push({ file: relative(root, file), ...problem });
  }
  return results;
}
