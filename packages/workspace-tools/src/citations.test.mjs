// node --test: the guard that keeps comments and docs citing documents the repository has.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { BEHAVIOUR, behaviourSections, findCitationProblems } from './citations.mjs';
import { sandbox } from './sandbox.mjs';
import { repoRoot } from './setup.mjs';

const { repository, removeAll } = sandbox('citations');
after(removeAll);

const SECTION = '§';
const behaviour = `# Behaviour\n\n## Part 01: Shared foundation\n\n### ${SECTION}01-2 Screens\n\n#### ${SECTION}01-2.5 Lists\n`;
/** A repository with docs/behaviour.md (sections 01-2 and 01-2.5) and one source file. */
const withSource = (text, file = 'pkg/src/a.ts') => repository({ [BEHAVIOUR]: behaviour, [file]: text });
const reasons = (root) => findCitationProblems(root).map(({ file, line, reason }) => [file, line, reason]);

describe('behaviourSections', () => {
  it('reads the section numbers of the headings, not of citations in the text', () => {
    const markdown = `${behaviour}\nSee ${SECTION}01-9.\n### ${SECTION}03-4.1 Statuses\n`;
    assert.deepEqual([...behaviourSections(markdown)], ['01-2', '01-2.5', '03-4.1']);
  });
});

describe('findCitationProblems', () => {
  it('accepts citations of sections docs/behaviour.md has, ranges included', () => {
    const root = withSource(
      `// The list (behaviour ${SECTION}01-2.5); screens, behaviour ${SECTION}01-2 to ${SECTION}01-2.5.\n`,
    );
    assert.deepEqual(findCitationProblems(root), []);
  });

  it('reports a section docs/behaviour.md lacks', () => {
    const root = withSource(`const a = 1;\n/** Paging (behaviour ${SECTION}01-9). */\n`);
    assert.deepEqual(reasons(root), [
      [join('pkg', 'src', 'a.ts'), 2, `cites ${SECTION}01-9, which docs/behaviour.md does not have`],
    ]);
  });

  it('reports the old spec citations, with or without the document before them', () => {
    const root = withSource(`// (01 ${SECTION}2.5)\n// (spec 02 ${SECTION}4, ${SECTION}9)\n// ${SECTION}4.1 of 03\n`);
    assert.deepEqual(
      findCitationProblems(root).map(({ line, reason }) => [line, reason.split(' (')[0]]),
      [
        [1, 'cites a spec section'],
        [2, 'cites a spec section'],
        [2, 'cites a spec section'],
        [2, 'cites a spec document, which is not in the repository: cite docs/behaviour.md'],
        [3, 'cites a spec section'],
      ],
    );
  });

  it('reports an issue number, DESIGN.md and a spec file in code and in markdown', () => {
    const root = repository({
      [BEHAVIOUR]: behaviour,
      'a.ts': `/** Stock (issue 11). */\n// see ${'DESIGN'}.md "a page is data"\n`,
      'docs/b.md': `From Issue #23.\nRead 01-${'shared-foundation'}.md.\n`,
    });
    assert.deepEqual(
      findCitationProblems(root).map(({ file, line }) => [file, line]),
      [
        ['a.ts', 1],
        ['a.ts', 2],
        [join('docs', 'b.md'), 1],
        [join('docs', 'b.md'), 2],
      ],
    );
  });

  it('leaves dependencies and build output alone, and plain words such as "specs" or "issues"', () => {
    const root = repository({
      [BEHAVIOUR]: behaviour,
      'node_modules/x/index.js': '// fixes issue 12\n',
      'app/dist/main.js': `// 01 ${SECTION}2.5\n`,
      'a.spec.ts': '// the specs of this file; known issues are listed below\n',
    });
    assert.deepEqual(findCitationProblems(root), []);
  });

  it('finds nothing to fix in this repository', () => {
    const ignore = ['citations.mjs', 'citations.test.mjs'].map((file) =>
      join('packages', 'workspace-tools', 'src', file),
    );
    assert.deepEqual(findCitationProblems(repoRoot, { ignore }), []);
  });
});
