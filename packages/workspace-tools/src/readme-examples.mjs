// The TypeScript examples of the shared packages' READMEs, type-checked as a remote's code: each ```ts or ```tsx
// block is a module of its own, placed (in memory, never written) where its first line says (`// mf-cafe/src/...`,
// standing in for that file) or else in a remote's folder, so that it imports the packages as a remote does, and
// compiled with the remotes' settings, and linted there. An example that would not compile, or that the repository's
// lint refuses, in a remote is an error here.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { repoRoot } from './setup.mjs';

/** The remote whose dependencies and settings the examples compile with (it depends on every shared package). */
const HOST_APP = join(repoRoot, 'mf-cafe');

/** Each ts/tsx block of packages/*\/README.md: its README, the line its code starts on, its language and code. */
export function readmeExamples() {
  const packagesDir = join(repoRoot, 'packages');
  return readdirSync(packagesDir)
    .map((name) => join(packagesDir, name, 'README.md'))
    .filter((file) => existsSync(file))
    .flatMap((file) => {
      const lines = readFileSync(file, 'utf8').split('\n');
      const blocks = [];
      for (let i = 0; i < lines.length; i += 1) {
        const fence = lines[i].match(/^```(tsx?)\s*$/);
        if (!fence) continue;
        const end = lines.findIndex((line, j) => j > i && line.startsWith('```'));
        blocks.push({
          readme: relative(repoRoot, file),
          line: i + 2,
          lang: fence[1],
          code: lines.slice(i + 1, end).join('\n'),
        });
        i = end;
      }
      return blocks;
    });
}

/** Where the example stands: the file its first line names, or a file of its own in a remote's folder. */
const exampleFile = (example, index) =>
  join(
    repoRoot,
    example.code.match(/^\/\/ ((?:mf-[\w-]+|shell)\/src\/\S+\.tsx?)\n/)?.[1] ??
      join(relative(repoRoot, HOST_APP), 'src', `readme-example-${index}.${example.lang}`),
  );

/** What ESLint (the repository's configuration) finds in each example, as `README.md:line: message (rule)`. */
export async function exampleLintErrors(examples = readmeExamples()) {
  const eslint = new ESLint({ cwd: repoRoot });
  const results = await Promise.all(
    examples.map(async (example, index) => {
      const [result] = await eslint.lintText(example.code, { filePath: exampleFile(example, index) });
      return (result?.messages ?? []).map(
        (message) => `${example.readme}:${example.line + message.line - 1}: ${message.message} (${message.ruleId})`,
      );
    }),
  );
  return results.flat();
}

/** The compiler's errors of each example, as `README.md:line: message` (the line in the README). */
export function exampleErrors(examples = readmeExamples()) {
  const config = ts.getParsedCommandLineOfConfigFile(join(HOST_APP, 'tsconfig.json'), {}, ts.sys);
  const options = {
    ...config.options,
    rootDir: repoRoot,
    noEmit: true,
    composite: false,
    declaration: false,
    incremental: false,
  };
  const files = new Map(examples.map((example, index) => [exampleFile(example, index), example]));
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  Object.assign(host, {
    fileExists: (file) => files.has(file) || fileExists.call(host, file),
    readFile: (file) => files.get(file)?.code ?? readFile.call(host, file),
    getSourceFile: (file, language, ...rest) =>
      files.has(file)
        ? ts.createSourceFile(file, files.get(file).code, language, true)
        : getSourceFile.call(host, file, language, ...rest),
  });
  const program = ts.createProgram({ rootNames: [...files.keys()], options, host });
  // The examples' own diagnostics only: checking every file they import as well (the packages' whole sources) cost
  // the test a minute and found nothing the typecheck does not.
  return [...files.keys()]
    .map((file) => program.getSourceFile(file))
    .flatMap((source) => [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)])
    .filter((diagnostic) => diagnostic.file && files.has(diagnostic.file.fileName))
    .map((diagnostic) => {
      const example = files.get(diagnostic.file.fileName);
      const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      return `${example.readme}:${example.line + line}: ${message}`;
    });
}
