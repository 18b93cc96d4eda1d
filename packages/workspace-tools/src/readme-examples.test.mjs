// node --test: the TypeScript examples of the shared packages' READMEs compile and pass the lint as a remote's code.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { exampleErrors, exampleLintErrors, readmeExamples } from './readme-examples.mjs';

const examples = readmeExamples();

describe("the shared packages' README examples", () => {
  it('finds the examples of the toolkit and the api-client READMEs', () => {
    const readmes = new Set(examples.map((example) => example.readme));
    assert.ok(readmes.has('packages/field-toolkit/README.md') && readmes.has('packages/api-client/README.md'));
  });

  it('type-check as the code of a remote', () => {
    assert.deepEqual(exampleErrors(examples), []);
  });

  it("pass the repository's lint where they stand", async () => {
    assert.deepEqual(await exampleLintErrors(examples), []);
  });

  it('name the README line of an example that does not compile or that the lint refuses', async () => {
    const broken = [
      {
        readme: 'packages/x/README.md',
        line: 10,
        lang: 'ts',
        code: "import { tradeEntities } from '@coffee/domain';\n\nexport const n: unknown = tradeEntities.NoSuchPage;",
      },
      {
        readme: 'packages/x/README.md',
        line: 20,
        lang: 'tsx',
        code: "// mf-cafe/src/pages/Example/Example.tsx\nimport { useQuery } from '@tanstack/react-query';\n\nexport const q = useQuery;",
      },
    ];
    const errors = exampleErrors(broken);
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0], /^packages\/x\/README\.md:12: Property 'NoSuchPage' does not exist/);
    const lint = await exampleLintErrors(broken);
    assert.ok(
      lint.some((message) => message.startsWith('packages/x/README.md:21: ') && message.includes('api-client/query')),
      lint.join('\n'),
    );
  });

  it('compile an example that names its file where that file stands (its relative imports resolve)', () => {
    const example = {
      readme: 'packages/x/README.md',
      line: 1,
      lang: 'ts',
      code: "// mf-cafe/src/pages/CafeEvent/example.ts\nimport { page } from './page';\n\nexport const key: string = page.key;",
    };
    assert.deepEqual(exampleErrors([example]), []);
  });
});
