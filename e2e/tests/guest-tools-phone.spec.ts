import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { originOf, recordRequests, sidewaysOverflow, signInAs } from '../support/fixtures';
import { E2E_PORTS } from '../support/ports';
import { followRequests, pageSettled } from '../support/settled';

const ALOG = join(__dirname, '..', '..', 'test-fixtures', 'alog', 'artisan-roaster-scope_artisan_profile2.alog');
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = join(__dirname, '..', '..', 'test-results', 'guest-tools-phone');
const LOCALES = ['kr', 'en'] as const;
type Locale = (typeof LOCALES)[number];
const url = (locale: Locale, path: string) => (locale === 'en' ? `/en/${path}` : `/${path}`);

const WORDS = {
  kr: {
    roasting: '로스팅 프로파일',
    points: '온도 기록 표',
    phases: '단계',
    wheel: '플레이버 휠',
    fruity: '과일',
    orange: '오렌지',
    wholeWheel: '전체 휠 보기',
    removeOrange: '오렌지 빼기',
    start: '시작',
    stop: '정지',
    reset: '초기화',
    nextPour: /다음: 00:45 2단계, 누적 120\sg까지/,
    selection: '선택한 향미',
  },
  en: {
    roasting: 'Roasting profile',
    points: 'Table of temperature points',
    phases: 'Phases',
    wheel: 'Flavor wheel',
    fruity: 'Fruity',
    orange: 'Orange',
    wholeWheel: 'Whole wheel',
    removeOrange: 'Remove Orange',
    start: 'Start',
    stop: 'Stop',
    reset: 'Reset',
    nextPour: /Next: Step 2 at 00:45, pour to 120\sg/,
    selection: 'Selected flavors',
  },
} as const;

interface Box {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The drawn boxes of the visible text labels under `within` matching `selector`. */
const labelBoxes = (within: Locator, selector: string): Promise<Box[]> =>
  within.evaluate(
    (root, css) =>
      [...root.querySelectorAll(css)].flatMap((label) => {
        const { left, right, top, bottom, width } = label.getBoundingClientRect();
        const shown = width > 0 && getComputedStyle(label).visibility !== 'hidden' && label.textContent?.trim();
        return shown ? [{ text: label.textContent!.replace(/\u200b/g, ' ').trim(), left, right, top, bottom }] : [];
      }),
    selector,
  );

const boxOf = async (locator: Locator): Promise<Box> => {
  const { x, y, width, height } = (await locator.boundingBox())!;
  return { text: '', left: x, right: x + width, top: y, bottom: y + height };
};

/** Labels that stick out of `frame` or run into another label (1 px of anti-aliasing allowed). */
function misplaced(labels: readonly Box[], frame: Box): string[] {
  const outside = labels.filter(
    (b) => b.left < frame.left - 1 || b.right > frame.right + 1 || b.top < frame.top - 1 || b.bottom > frame.bottom + 1,
  );
  const meet = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  const colliding = labels.flatMap((a, i) =>
    labels
      .slice(i + 1)
      .filter((b) => meet(a, b))
      .map((b) => `${a.text} × ${b.text}`),
  );
  return [...outside.map((b) => `outside: ${b.text}`), ...colliding];
}

/** Every drawn line of each radar axis name, so a name broken inside a word shows. */
const radarLines = (chart: Locator) =>
  chart.evaluate((root) =>
    [...root.querySelectorAll('.highcharts-xaxis-labels text')].map((text) =>
      (text.textContent ?? '')
        .split('\u200b')
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  );

/** Whether a table cell's text wraps onto a second line. */
const wrapped = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
  });

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

interface Arc {
  /** Where a finger aiming at the arc's middle lands, in the viewport. */
  x: number;
  y: number;
  /** Its size under the finger: along the arc at mid-ring, and across the ring. */
  arcPx: number;
  ringPx: number;
  /** The wheel's centre, the arc's radii and its clockwise angles (radians, viewport). */
  cx: number;
  cy: number;
  rInner: number;
  rOuter: number;
  from: number;
  to: number;
}

/**
 * The wheel's arcs as drawn (`M outer-start A r r 0 large 1 outer-end L inner-end A r r 0 large 0 inner-start Z`),
 * measured from their paths in the viewport.
 */
const drawnArcs = (region: Locator): Promise<Arc[]> =>
  region.locator('path.highcharts-point').evaluateAll((paths) =>
    (paths as SVGPathElement[]).flatMap((path) => {
      const n = (path.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?(e-?\d+)?/g)?.map(Number) ?? [];
      if (n.length < 16) return [];
      const ctm = path.getScreenCTM()!;
      const at = (x: number, y: number) => new DOMPoint(x, y).matrixTransform(ctm);
      const [x1, y1, rOuter, , , , , x2, y2, x3, y3, rInner] = n as [
        number,
        number,
        number,
        0,
        0,
        0,
        0,
        number,
        number,
        number,
        number,
        number,
      ];
      // The centre lies on the outer chord's perpendicular bisector, rOuter from its ends, rInner from the inner end.
      const half = Math.hypot(x2 - x1, y2 - y1) / 2;
      const mid = { x: (x1 + x2) / 2, y: (y1 + y2) / 2 };
      const normal = { x: -(y2 - y1) / (2 * half), y: (x2 - x1) / (2 * half) };
      const depth = Math.sqrt(Math.max(0, rOuter ** 2 - half ** 2));
      const [c] = [1, -1]
        .map((sign) => ({ x: mid.x + sign * normal.x * depth, y: mid.y + sign * normal.y * depth }))
        .sort(
          (a, b) =>
            Math.abs(Math.hypot(x3 - a.x, y3 - a.y) - rInner) - Math.abs(Math.hypot(x3 - b.x, y3 - b.y) - rInner),
        );
      const from = Math.atan2(y1 - c!.y, x1 - c!.x);
      const span = (Math.atan2(y2 - c!.y, x2 - c!.x) - from + 4 * Math.PI) % (2 * Math.PI);
      const middle = from + span / 2;
      const ring = (rOuter + rInner) / 2;
      const finger = at(c!.x + Math.cos(middle) * ring, c!.y + Math.sin(middle) * ring);
      const centre = at(c!.x, c!.y);
      return [
        {
          x: finger.x,
          y: finger.y,
          arcPx: span * ring,
          ringPx: rOuter - rInner,
          cx: centre.x,
          cy: centre.y,
          rInner,
          rOuter,
          from,
          to: from + span,
        },
      ];
    }),
  );

/** The arc a label names: the one it sits on, or for a label outside the wheel the outer arc it points from. */
async function arcNamed(region: Locator, name: string): Promise<Arc> {
  const label = (await region
    .locator('.highcharts-data-label')
    .filter({ hasText: new RegExp(`^${name}`) })
    .boundingBox())!;
  const point = { x: label.x + label.width / 2, y: label.y + label.height / 2 };
  const arcs = await drawnArcs(region);
  const holding = arcs.filter((arc) => {
    const turn = (Math.atan2(point.y - arc.cy, point.x - arc.cx) - arc.from + 4 * Math.PI) % (2 * Math.PI);
    return turn <= arc.to - arc.from;
  });
  const distance = Math.hypot(point.x - holding[0]!.cx, point.y - holding[0]!.cy);
  const found =
    holding.find((arc) => distance >= arc.rInner && distance <= arc.rOuter) ??
    holding.filter((arc) => arc.rOuter <= distance).sort((a, b) => b.rOuter - a.rOuter)[0];
  if (!found) throw new Error(`no arc under ${name}`);
  return found;
}

test.describe('the guest tools on a 375 px phone', () => {
  test('each tool fits the screen in Korean and English: no sideways scroll, no label cut or run together', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(PHONE);
    const requests = recordRequests(page);
    const settled = followRequests(page);
    for (const locale of LOCALES) {
      const words = WORDS[locale];

      // Roasting profile: one sideways scroll box with its hint, chart labels apart, "47.5 %" on one line.
      await page.goto(url(locale, 'info/chart/roasting'));
      await pageSettled(page, settled);
      const points = page.getByRole('region', { name: words.points });
      await expect(points).toBeVisible();
      await expect(page.locator(`#${await points.getAttribute('aria-describedby')}`)).toBeVisible();
      expect(
        await points.evaluate((box) => box.scrollWidth > box.clientWidth && box.scrollHeight <= box.clientHeight),
      ).toBe(true);
      const chart = page.getByTestId('roasting-chart');
      const chartLabels = () =>
        labelBoxes(
          chart,
          '.highcharts-subtitle, .highcharts-plot-band-label, .highcharts-plot-line-label, .highcharts-data-label',
        );
      // Measured once the chart has finished drawing (its curves and labels move into place).
      const settledLabels = async () => {
        let drawn = '';
        await expect
          .poll(async () => {
            const now = JSON.stringify(await chartLabels());
            const still = now === drawn;
            drawn = now;
            return still;
          })
          .toBe(true);
        return JSON.parse(drawn) as Box[];
      };
      // A chart is drawn as it nears the screen: looked at as a person scrolls to it.
      await chart.scrollIntoViewIfNeeded();
      const sampleLabels = await settledLabels();
      // The phases named above the plot, each on one line (behaviour §09-4.1).
      expect(sampleLabels.map((label) => label.text).join(' ')).toMatch(/\d\d:\d\d\s\(\d+\.\d%\)/);
      expect(misplaced(sampleLabels, await boxOf(chart))).toEqual([]);
      await chart.screenshot({ path: join(SHOTS, `${locale}-roasting-chart-375.png`) });
      const phases = page.getByRole('table', { name: words.phases });
      for (const row of (await phases.getByRole('row').all()).slice(1))
        expect(await wrapped(row.getByRole('cell').nth(2))).toBe(false);
      await shot(page, `${locale}-roasting-375`);
      expect(await sidewaysOverflow(page)).toBe(0);
      // An Artisan log's events (first crack, its end and the drop a minute or so apart) stay apart too.
      await page.locator('input[type="file"]').setInputFiles(ALOG);
      await expect(page.getByRole('tab', { name: /profile2\.alog/ })).toHaveAttribute('aria-selected', 'true');
      expect(misplaced(await settledLabels(), await boxOf(chart))).toEqual([]);
      await chart.screenshot({ path: join(SHOTS, `${locale}-roasting-imported-chart-375.png`) });

      // Flavor wheel: its outside labels inside the chart.
      await page.goto(url(locale, 'info/chart/flavorwheel'));
      await pageSettled(page, settled);
      const wheel = page.getByTestId('flavor-wheel');
      const wheelLabels = await labelBoxes(wheel, '.highcharts-data-label');
      const wheelBox = await boxOf(wheel);
      expect(wheelLabels.filter((b) => b.left < wheelBox.left - 1 || b.right > wheelBox.right + 1)).toEqual([]);
      await shot(page, `${locale}-flavorwheel-375`);
      expect(await sidewaysOverflow(page)).toBe(0);

      // Radar: every axis name whole inside the chart.
      await page.goto(url(locale, 'info/chart/radarchart'));
      await pageSettled(page, settled);
      const radar = page.getByTestId('radar-chart');
      expect(misplaced(await labelBoxes(radar, '.highcharts-xaxis-labels text'), await boxOf(radar))).toEqual([]);
      await shot(page, `${locale}-radarchart-375`);
      expect(await sidewaysOverflow(page)).toBe(0);

      // Brewing record: while the timer runs it names the next pour and the water the scale should read then.
      await page.goto(url(locale, 'info/chart/brewingrecord'));
      await pageSettled(page, settled);
      await page.getByRole('button', { name: words.start, exact: true }).click();
      await expect(page.getByText(words.nextPour)).toBeVisible();
      await shot(page, `${locale}-brewingrecord-375`);
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.getByRole('button', { name: words.stop, exact: true }).click();
      await page.getByRole('button', { name: words.reset, exact: true }).click();
      await expect(page.getByText(words.nextPour)).toHaveCount(0);
    }
    // A guest downloads nothing of the business remotes.
    const business = Array.from({ length: 5 }, (_, index) => `http://localhost:${E2E_PORTS.remoteBase + 1 + index}`);
    expect(
      [...new Set(requests.map((request) => originOf(request.url())))].filter((o) => business.includes(o)),
    ).toEqual([]);
  });

  test('a tap on a phone opens the tapped family, then selects the flavor under the finger', async ({ browser }) => {
    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    for (const locale of LOCALES) {
      const words = WORDS[locale];
      await page.goto(url(locale, 'info/chart/flavorwheel'));
      const region = page.getByRole('region', { name: words.wheel });
      await expect(region).toHaveAttribute('aria-busy', 'false');
      // Measured once the wheel has grown to its size (it draws with an animation).
      const settled = async (name: string) => {
        let last = '';
        await expect
          .poll(async () => {
            const now = JSON.stringify(await arcNamed(region, name));
            const same = now === last;
            last = now;
            return same;
          })
          .toBe(true);
        return JSON.parse(last) as Arc;
      };
      const fruity = await settled(words.fruity);
      await page.touchscreen.tap(fruity.x, fruity.y);
      await expect(page.getByRole('button', { name: words.wholeWheel })).toBeVisible();
      await expect(region).toHaveAttribute('aria-busy', 'false');
      await shot(page, `${locale}-flavorwheel-family-375`);

      const orange = await settled(words.orange);
      // A finger's target: at least 24 px along the arc and across the ring (WCAG 2.5.8).
      expect(Math.min(orange.arcPx, orange.ringPx)).toBeGreaterThanOrEqual(24);
      await page.touchscreen.tap(orange.x, orange.y);
      const chips = page.getByRole('toolbar', { name: words.selection }).getByRole('button');
      await expect(chips).toHaveCount(1);
      await expect(chips).toHaveAccessibleName(words.removeOrange);
      await shot(page, `${locale}-flavorwheel-opened-375`);
      await chips.click();
      await page.getByRole('button', { name: words.wholeWheel }).click();
    }
    await context.close();
  });
});

test.describe('charts and dropdowns of the signed-in pages', () => {
  test('radar axis names are whole and broken only between words, at 375 and 1280 px, in both languages', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page.request, 'rown');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      for (const locale of LOCALES) {
        await page.goto(url(locale, 'roaster/qc/roasting/write'));
        await page.getByRole('switch', { name: locale === 'en' ? /^Detailed rating/ : /^세부 평가/ }).check();
        const radar = page.getByTestId('radar-chart').first();
        await expect(radar.locator('.highcharts-xaxis-labels text').first()).toBeVisible();
        const names = (await radarLines(radar)).map((lines) => lines.join(' '));
        expect(names.some((name) => name.includes(' '))).toBe(true);
        for (const lines of await radarLines(radar)) {
          const words = lines.join(' ').split(' ');
          // Each line is whole words of the name, in order.
          expect(lines.flatMap((line) => line.split(' '))).toEqual(words);
        }
        expect(misplaced(await labelBoxes(radar, '.highcharts-xaxis-labels text'), await boxOf(radar))).toEqual([]);
        await radar.screenshot({ path: join(SHOTS, `${locale}-cupnote-radar-${viewport.width}.png`) });
      }
    }
  });

  test('a search dropdown opens under its field, not beside it over the header, on a phone and a desktop', async ({
    page,
  }) => {
    await signInAs(page.request, 'admin');
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/en/info/map/farm/write');
      const country = page.getByRole('combobox', { name: /^Country/ });
      await country.click();
      const list = page.getByRole('listbox');
      await expect(list.getByRole('option').first()).toBeVisible();
      const field = (await country.locator('xpath=..').boundingBox())!;
      const opened = (await list.boundingBox())!;
      expect(opened.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
      expect(Math.abs(opened.x - field.x)).toBeLessThanOrEqual(1);
      expect(opened.y + opened.height).toBeLessThanOrEqual(viewport.height);
      await shot(page, `en-country-dropdown-${viewport.width}`);
      await page.keyboard.press('Escape');
    }
  });
});
