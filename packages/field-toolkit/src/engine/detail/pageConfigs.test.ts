/// <reference types="node" />
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { ListPageConfig, PageConfig } from '@coffee/field-toolkit/engine';
import { pageConfigProblems } from './pageCheck';
import { pageWordProblems } from './pageWords';

// Every remote's page configs (`src/pages/<Key>/page.ts(x)`), found on disk so that new pages are walked too.
const root = resolve(__dirname, '../../../../..');
const remotes = readdirSync(root).filter((name) => name.startsWith('mf-'));
const pageFiles = remotes.flatMap((remote) => {
  const pages = join(root, remote, 'src', 'pages');
  let files: string[];
  try {
    files = readdirSync(pages, { recursive: true }).map(String);
  } catch {
    return [];
  }
  return files.filter((file) => /(^|\/)page\.tsx?$/.test(file)).map((file) => join(remote, 'src', 'pages', file));
});

const isPage = (value: unknown): value is PageConfig =>
  typeof value === 'object' &&
  value !== null &&
  'entity' in value &&
  'listPath' in value &&
  Array.isArray((value as PageConfig).entity?.fields);

/** The pages a page file exports, with the list settings of the light list part beside it (`list.ts`), if any. */
function pagesOf(file: string): PageConfig[] {
  const listFile = join(root, dirname(file), 'list.ts');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files are found at run time
  const { list } = existsSync(listFile) ? (require(listFile) as { list?: ListPageConfig }) : {};
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the files are found at run time
  const exported = Object.values(require(join(root, file)) as Record<string, unknown>).filter(isPage);
  return exported.map((page) => (list ? { ...page, list } : page));
}

describe('page configs of every remote', () => {
  it('are found on disk', () => {
    expect(pageFiles.filter((file) => file.startsWith('mf-reference')).length).toBeGreaterThanOrEqual(13);
  });

  it.each(pageFiles)('%s names only fields its entity defines', (file) => {
    const exported = pagesOf(file);
    expect(exported.length).toBeGreaterThan(0);
    for (const page of exported)
      expect({ page: page.key, problems: pageConfigProblems(page) }).toEqual({ page: page.key, problems: [] });
  });

  it.each(pageFiles.filter((file) => existsSync(join(root, dirname(file), 'list.ts'))))(
    '%s has its list part named in its remote’s pages, which the list loads without it',
    (file) => {
      const [remote = ''] = file.split('/');
      const pagesFile = ['pages.ts', 'pages.tsx'].map((name) => join(root, remote, 'src', name)).find(existsSync);
      const folder = dirname(file).slice(`${remote}/src/`.length);
      expect(readFileSync(pagesFile ?? '', 'utf8')).toContain(`import('./${folder}/list')`);
    },
  );

  it.each(pageFiles)('%s shows every field by a written label and every reference by its name', (file) => {
    const exported = pagesOf(file);
    expect(exported.flatMap(pageWordProblems)).toEqual([]);
  });
});
