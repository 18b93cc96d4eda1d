import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, DEMO_PASSWORD, originOf, recordRequests, sidewaysOverflow } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';
import { followRequests } from '../support/settled';

const ALOG = join(__dirname, '..', '..', 'test-fixtures', 'alog', 'artisan-roaster-scope_artisan_profile2.alog');

/** Each guest page with its h1 in Korean and English. */
const PAGES = [
  {
    path: 'info/intro',
    kr: '생두에서 한 잔까지, 커피의 모든 기록',
    en: 'Every record of your coffee, from green bean to cup',
  },
  { path: 'info/guide', kr: '사용 안내', en: 'Guide' },
  { path: 'info/chart/flavorwheel', kr: '플레이버 휠', en: 'Flavor wheel' },
  { path: 'info/chart/radarchart', kr: '레이더 차트', en: 'Radar chart' },
  { path: 'info/chart/brewingrecord', kr: '추출 기록', en: 'Brewing record' },
  { path: 'info/chart/roasting', kr: '로스팅 프로파일', en: 'Roasting profile' },
  { path: 'info/beannote/intro', kr: '원두 정보와 QR 시리얼', en: 'Bean information and QR serials' },
] as const;

const url = (locale: 'kr' | 'en', path: string) => (locale === 'en' ? `/en/${path}` : `/${path}`);

interface DemoBlend {
  serial: string;
  name: string;
  nameKr: string;
  store: string;
}

/**
 * A blend of the demo roaster, read through the API as its owner (the page itself stays a guest). A database
 * seeded before the demo records existed gets a green bean, a roasting recipe and a blend made for the test.
 */
async function demoBlend(request: APIRequestContext): Promise<DemoBlend> {
  const post = async (path: string, data: object) => (await request.post(`${API}${path}`, { data })).json();
  const signIn = await request.post(`${API}/api/sign/signin`, { data: { user_id: 'rown', user_pass: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  const roaster = (await post('/api/userAuth/select', { auth: ['roaster'] })).result.roaster_auth[0];
  const org = { roaster_seq: roaster.auth_seq as number };
  /** The key of the first listed record of a page, creating one from `record` when the list is empty. */
  const firstOrCreate = async (base: string, key: string, record: () => Promise<object>): Promise<number> => {
    const existing = (await post(`${base}/list`, org)).result[0];
    if (existing) return existing[key];
    const created = await post(`${base}/edit`, { ...org, mode: 'write', ...(await record()) });
    expect(created.status, `${base}/edit: ${JSON.stringify(created)}`).toBe('OK');
    return created.result[key];
  };
  const blendSeq = await firstOrCreate('/api/roaster/blending/default', 'blending_seq', async () => ({
    blending_name: 'E2E house blend',
    blending_name_kr: 'E2E 하우스 블렌드',
    blending_use: true,
    roasting_list: [
      {
        roasting_mass: 1000,
        roasting_seq: await firstOrCreate('/api/roaster/roasting/default', 'roasting_seq', async () => ({
          roasting_name: 'E2E roast',
          roasting_name_kr: 'E2E 로스팅',
          roasting_use: true,
          greenbean_list: [
            {
              greenbean_mass: 1000,
              greenbean_roaster_seq: await firstOrCreate(
                '/api/roaster/greenbean/default',
                'greenbean_roaster_seq',
                async () => ({
                  greenbean_name: 'E2E Ethiopia',
                  greenbean_name_kr: 'E2E 에티오피아',
                  greenbean_country_code: 'ETH',
                  greenbean_use: true,
                }),
              ),
            },
          ],
        })),
      },
    ],
  }));
  const blends = (await post('/api/roaster/blending/default/list', org)).result as Array<Record<string, string>>;
  const blend = blends.find((row) => Number(row.blending_seq) === blendSeq)!;
  return {
    serial: blend.blending_uuid_str!,
    name: blend.blending_name!,
    nameKr: blend.blending_name_kr ?? blend.blending_name!,
    store: roaster.name as string,
  };
}

/** With SCREENSHOT_DIR set, a full-page picture of the page for a human look. */
async function screenshot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: join(process.env.SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

async function expectPngDownload(page: Page, name: RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save as PNG' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(name);
}

test.describe('public tools as a guest', () => {
  test("a group's pages are links in a navigation landmark, the current one marked", async ({ page }) => {
    await page.goto('/en/info/chart/flavorwheel');
    const pages = page.getByRole('navigation', { name: 'Pages of this menu' });
    await expect(pages.getByRole('link', { name: 'Flavor wheel' })).toHaveAttribute('aria-current', 'page');
    const radar = pages.getByRole('link', { name: 'Radar chart' });
    await expect(radar).toHaveAttribute('href', '/en/info/chart/radarchart');
    await expect(radar).not.toHaveAttribute('aria-current');
    await radar.click();
    await expect(page).toHaveURL(/\/en\/info\/chart\/radarchart$/);
    await expect(radar).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('link', { name: 'Flavor wheel' })).not.toHaveAttribute('aria-current');
  });

  test('clicking a flavor wheel node selects it as a chip', async ({ page }) => {
    await page.goto('/en/info/chart/flavorwheel');
    const wheel = page.getByRole('region', { name: 'Flavor wheel' });
    // The wheel's arcs are SVG paths without roles; clicks count once the wheel is drawn and no longer busy.
    const arc = wheel.locator('path.highcharts-point').nth(3);
    await expect(arc).toBeVisible();
    await expect(wheel).toHaveAttribute('aria-busy', 'false');
    await arc.click();
    await expect(page.getByRole('status').filter({ hasText: '1 selected' })).toBeVisible();
    const chips = page.getByRole('toolbar', { name: 'Selected flavors' }).getByRole('button');
    await expect(chips).toHaveCount(1);
    await expect(chips).toHaveAccessibleName(/Remove /);
  });

  test('importing an Artisan .alog shows its events', async ({ page }) => {
    await page.goto('/en/info/chart/roasting');
    await page.getByLabel('Roast log file (one)').setInputFiles(ALOG);
    await expect(page.getByRole('tab', { name: /Imported file: .*profile2\.alog/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const events = page.getByRole('table', { name: 'Events' });
    await expect(events.getByRole('row', { name: /First crack start 08:55/ })).toBeVisible();
    await expect(events.getByRole('row', { name: /^Drop 12:15/ })).toBeVisible();
  });

  test('chart downloads are PNGs named by chart and time', async ({ page }) => {
    await page.goto('/en/info/chart/flavorwheel');
    await expect(
      page.getByRole('region', { name: 'Flavor wheel' }).locator('path.highcharts-point').first(),
    ).toBeVisible();
    await expectPngDownload(page, /^FlavorWheel\d{14}\.png$/);

    await page.goto('/en/info/chart/radarchart');
    await expectPngDownload(page, /^RadarChart_\d{14}\.png$/);

    await page.goto('/en/info/chart/brewingrecord');
    await expectPngDownload(page, /^BrewingRecord_\d{14}\.png$/);

    await page.goto('/en/info/chart/roasting');
    await expectPngDownload(page, /^RoastingProfile_\d{14}\.png$/);
  });

  test('a public bean page opened by serial shows its blend', async ({ page, request, browser, baseURL }) => {
    const { serial, name, nameKr, store } = await demoBlend(request);
    await page.goto(`/en/info/beannote/beaninfo/${serial}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Blend information' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText(store, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code for .*\/en\/info\/beannote\/beaninfo\// })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();

    // Without a language in the path the page speaks the reader's browser's (behaviour §10-3.4).
    const korean = await (await browser.newContext({ baseURL, locale: 'ko-KR' })).newPage();
    await korean.goto(`/info/beannote/beaninfo/${serial}`);
    await expect(korean.getByRole('heading', { level: 2, name: nameKr })).toBeVisible();
  });

  test('an unknown or private serial says the bean is not found', async ({ page }) => {
    await page.goto('/en/info/beannote/beaninfo/no-such-serial');
    await expect(page.getByText('Bean not found')).toBeVisible();
  });

  test('the serial form on the bean intro opens the bean page', async ({ page, request }) => {
    const { serial, name } = await demoBlend(request);
    await page.goto('/en/info/beannote/intro');
    await page.getByRole('textbox', { name: 'Serial' }).fill(serial);
    await page.getByRole('button', { name: 'Show the bean' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/info/beannote/beaninfo/${serial}$`));
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  });

  test('a guest never loads a file from another remote', async ({ page, request }) => {
    const { serial } = await demoBlend(request);
    const requests = recordRequests(page);
    const inFlight = followRequests(page);
    for (const path of [...PAGES.map((entry) => entry.path), `info/beannote/beaninfo/${serial}`]) {
      await page.goto(url('en', path));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await inFlight.idle();
    }
    const otherRemotes = Array.from(
      { length: 5 },
      (_, index) => `http://localhost:${E2E_PORTS.remoteBase + 1 + index}`,
    );
    const loaded = new Set(requests.map((r) => originOf(r.url())));
    expect([...loaded].filter((origin) => otherRemotes.includes(origin))).toEqual([]);
  });
});

// Every page's fit on a 375 px phone, in both languages, is checked by every-page.spec.ts with the rest of the suite.
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

test.describe('public tools fit the screen', () => {
  test('every public page shows its heading and fits a desktop without sideways scrolling, in both languages', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const requests = followRequests(page);
    const overflowing: string[] = [];
    for (const locale of ['kr', 'en'] as const) {
      for (const entry of PAGES) {
        await page.goto(url(locale, entry.path));
        await expect(page.getByRole('heading', { level: 1, name: entry[locale] })).toBeVisible();
        await requests.idle();
        await screenshot(page, `${locale}-${entry.path.replaceAll('/', '_')}-${DESKTOP.width}`);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${url(locale, entry.path)}: ${overflow} px`);
      }
    }
    expect(overflowing).toEqual([]);
  });

  for (const locale of ['kr', 'en'] as const) {
    test(`the flavor wheel on a 375 px phone keeps every outer label inside the chart in ${locale}, reversed and simple too`, async ({
      page,
    }) => {
      await page.setViewportSize(PHONE);
      await page.goto(url(locale, 'info/chart/flavorwheel'));
      const wheel = page.getByRole('region', { name: locale === 'en' ? 'Flavor wheel' : '플레이버 휠' });
      const labelsOutside = () =>
        page.getByTestId('flavor-wheel').evaluate((box) => {
          const edge = box.getBoundingClientRect();
          return [...box.querySelectorAll('.highcharts-data-label')].flatMap((label) => {
            const { left, right, top, bottom, width } = label.getBoundingClientRect();
            const shown = width > 0 && getComputedStyle(label).visibility !== 'hidden';
            const outside = left < edge.left || right > edge.right || top < edge.top || bottom > edge.bottom;
            return shown && outside ? [label.textContent] : [];
          });
        });
      await expect(wheel.locator('.highcharts-data-label').filter({ visible: true }).first()).toBeVisible();
      await expect(wheel).toHaveAttribute('aria-busy', 'false');
      expect(await labelsOutside()).toEqual([]);
      // Reverse direction and simple view (two rings) on.
      const switches = page.getByRole('switch');
      await expect(switches).toHaveCount(2);
      for (const toggle of await switches.all()) await toggle.check();
      await expect(wheel.locator('.highcharts-data-label').filter({ visible: true }).first()).toBeVisible();
      expect(await labelsOutside()).toEqual([]);
      await screenshot(page, `${locale}-flavorwheel-375`);
    });
  }

  test('an imported roast on a 375 px phone: a 20rem chart, a tab that fits, tables side by side never overlapping', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const requests = followRequests(page);
    await page.goto('/en/info/chart/roasting');
    await page.getByLabel('Roast log file (one)').setInputFiles(ALOG);
    const tab = page.getByRole('tab', { name: /Imported file: .*profile2\.alog/ });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Phases' })).toBeVisible();
    await requests.idle();
    await screenshot(page, 'en-roasting-imported-375');

    expect(await sidewaysOverflow(page)).toBe(0);
    expect((await tab.boundingBox())!.width).toBeLessThanOrEqual(375);
    expect((await page.getByTestId('roasting-chart').boundingBox())!.height).toBe(20 * 16);
    const events = (await page.getByRole('table', { name: 'Events' }).boundingBox())!;
    const phases = (await page.getByRole('table', { name: 'Phases' }).boundingBox())!;
    const apart =
      events.y + events.height <= phases.y ||
      phases.y + phases.height <= events.y ||
      events.x + events.width <= phases.x ||
      phases.x + phases.width <= events.x;
    expect(apart).toBe(true);
  });

  test('the brewing record on a 375 px phone shows every cumulative water field whole', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/en/info/chart/brewingrecord');
    // The steps' labels (the chart's axis carries the same words).
    const labels = page.getByRole('region', { name: 'Steps' }).getByText('Cumulative water (g)', { exact: true });
    await expect(labels).toHaveCount(10);
    for (const label of await labels.all()) {
      const box = (await label.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      // Cut text scrolls inside its box: a whole label is no wider than the box.
      expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
