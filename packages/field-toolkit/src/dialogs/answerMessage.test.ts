import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiStatus } from '@coffee/api-client';
import { fieldLabels } from '@coffee/domain';
// Every area's model, so each area's field labels are registered as its remote registers them (the answers below are
// the whole suite's).
import '@coffee/suite';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { messages } from '../i18n/messages';
import { widgetStrings } from '../i18n/widgets';
import { i18n as pageI18n } from '@coffee/field-toolkit/runtime';
import { answerText } from './answerMessage';

const ROOT = join(__dirname, '../../../..');

/** The server's source folders: the composition, the kernel and each area's server part. */
const SERVER_FOLDERS = [
  join(ROOT, 'packages/api-server/src'),
  join(ROOT, 'packages/api-kernel/src'),
  ...readdirSync(ROOT)
    .filter((entry) => entry.startsWith('mf-'))
    .map((area) => join(ROOT, area, 'server'))
    .filter((folder) => existsSync(folder)),
];

/** Every non-test source file below `dir`. */
function sourcesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return ['migrations', 'node_modules'].includes(entry.name) ? [] : sourcesIn(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every non-test source file of the server. */
const serverSources = () => SERVER_FOLDERS.flatMap(sourcesIn);

const HTTP: Readonly<Record<string, string>> = {
  badRequest: 'BAD_REQUEST',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: '409',
};
const STATUS_OF_CODE: Readonly<Record<string, string>> = {
  '400': 'BAD_REQUEST',
  '401': 'UNAUTHORIZED',
  '403': 'FORBIDDEN',
  '404': 'NOT_FOUND',
};
/** A field written as a template (`blending_seq_${index}`) is its first row's. */
const literalField = (text: string | undefined): string | undefined =>
  text?.replace(/^\$\{[^}]+\}/, 'roaster').replace(/\$\{[^}]+\}/g, '0');

/**
 * The error answers the server's hand-written calls give, read from its source: each refusal's description with the
 * field it names (a literal one) and the HTTP status it is sent with.
 */
function serverRefusals(): ApiStatus[] {
  const found = new Map<string, ApiStatus>();
  const add = (answer: ApiStatus) => found.set(JSON.stringify(answer), answer);
  const field = String.raw`\s*(?:,\s*\{\s*field:\s*[\x27\x60]([^\x27\x60]+)[\x27\x60])?`;
  const helper = new RegExp(String.raw`\b(badRequest|forbidden|notFound|conflict)\(\s*'([a-z_A-Z]+)'${field}`, 'g');
  const apiError = new RegExp(String.raw`new ApiError\(\s*(\d{3}),\s*'([a-zA-Z_]+)'${field}`, 'g');
  const refuse = /\brefuse\(\s*(\d{3}),\s*'([a-zA-Z_]+)',\s*'([a-z_]+)'/g;
  const template = /\b(forbidden)\(`\$\{[a-z]+\}(_[a-z_]+)`\)/g;
  for (const file of serverSources()) {
    const source = readFileSync(file, 'utf8');
    for (const [, kind = '', description, name] of source.matchAll(helper))
      add({ status: HTTP[kind] ?? '', description, ...(name && { field: literalField(name) }) });
    for (const [, code = '', description, name] of source.matchAll(apiError))
      add({ status: STATUS_OF_CODE[code] ?? code, description, ...(name && { field: literalField(name) }) });
    for (const [, code = '', description, name] of source.matchAll(refuse))
      add({ status: STATUS_OF_CODE[code] ?? code, description, field: name });
    for (const [, , suffix] of source.matchAll(template)) {
      add({ status: 'FORBIDDEN', description: `cafe${suffix}`, bound: 3 });
      add({ status: 'FORBIDDEN', description: `roaster${suffix}`, bound: 3 });
    }
  }
  return [...found.values()];
}

/** What the fetch layer itself answers: the network, rate limits, the server failing. */
const TRANSPORT: readonly ApiStatus[] = [
  { status: 'network_error', description: 'error_text', cause: 'offline' },
  { status: 'network_error', description: 'error_text', cause: 'timeout' },
  { status: 'network_error', description: 'error_text', cause: 'unreachable' },
  { status: '429', description: 'too_many_requests', retry_after: 42 },
  { status: '429', description: 'too_many_requests' },
  { status: '429', description: 'export_busy_user', bound: 2, retry_after: 5 },
  { status: '429', description: 'export_busy_total', bound: 6, retry_after: 5 },
  { status: '500', description: 'error_text' },
  { status: '502' },
  { status: 'invalid_response', description: 'error_text' },
  { status: 'BAD_REQUEST' },
  { status: 'UNAUTHORIZED', description: 'noauth_text' },
  { status: 'BAD_REQUEST', description: 'a_description_no_catalogue_has' },
  {
    status: 'BAD_REQUEST',
    description: 'stock_short',
    field: 'greenbean_mass_1',
    names: { kr: '예가체프', en: 'Yirgacheffe' },
    mass: 850,
  },
];

async function catalogue(locale: 'kr' | 'en'): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    resources: {
      [locale]: {
        translation: { messages: messages[locale], widgets: widgetStrings[locale], fields: fieldLabels[locale] },
      },
    },
  });
  return instance.t;
}

const HANGUL = /[\u3131-\uD79D]/;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
/** A key, a field name or a placeholder left in the text. */
const KEY = /\b(messages|fields|widgets|blocks|area)\.[A-Za-z_]|\b[a-z]+(_[a-z0-9]+)+\b|\{\{/;

describe('what an error answer says (behaviour §01-8)', () => {
  const refusals = serverRefusals();

  it('finds the refusals of the hand-written calls in the server', () => {
    expect(refusals.length).toBeGreaterThan(40);
    expect(refusals).toContainEqual({ status: 'BAD_REQUEST', description: 'field_required', field: 'ship_list' });
  });

  it.each(['kr', 'en'] as const)(
    'says every answer in %s, without a key, a UUID or the other language',
    async (locale) => {
      const t = await catalogue(locale);
      await pageI18n.changeLanguage(locale);
      const problems: string[] = [];
      for (const answer of [...refusals, ...TRANSPORT]) {
        const text = answerText(t, answer);
        const wrong = KEY.test(text) || UUID.test(text) || (locale === 'en' ? HANGUL.test(text) : !HANGUL.test(text));
        if (wrong) problems.push(`${JSON.stringify(answer)} → ${text}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('names the field the server refused with its written label, never "this entry"', async () => {
    const t = await catalogue('en');
    const unnamed = refusals
      .filter((answer) => answer.field && answerText(t, answer).includes(t('messages.this_entry')))
      .map((answer) => `${answer.description} ${answer.field}`);
    expect(unnamed).toEqual([]);
  });

  it('says how long to wait, why the network failed and that the server failed', async () => {
    const t = await catalogue('en');
    expect(answerText(t, { status: '429', retry_after: 42 })).toBe('Too many attempts. Try again in 42 s.');
    expect(answerText(t, { status: 'network_error', cause: 'offline' })).toMatch(/offline/);
    expect(answerText(t, { status: '502' })).toMatch(/HTTP 502/);
  });

  it('names a record in the page language and its mass in its unit', async () => {
    const answer: ApiStatus = {
      status: 'BAD_REQUEST',
      description: 'stock_short',
      field: 'greenbean_mass_1',
      names: { kr: '예가체프', en: 'Yirgacheffe' },
      mass: 1250,
    };
    await pageI18n.changeLanguage('en');
    const en = await catalogue('en');
    expect(answerText(en, answer)).toBe(
      `${en('fields.greenbean_mass')} (Row 2): more than the stock. In stock: Yirgacheffe (1.25 kg)`,
    );
    await pageI18n.changeLanguage('kr');
    expect(answerText(await catalogue('kr'), answer)).toMatch(/예가체프 \(1\.25 kg\)$/);
  });
});
