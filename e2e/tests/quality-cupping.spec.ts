import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInAs } from '../support/fixtures';
import { archiveRoasts } from '../support/demoRoasts';

// A whole note (wheel, two charts, the SCA form and a save) takes longer than one default test on a busy machine.
test.describe.configure({ timeout: 150_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
/** A switch is named by its label and its state (yes / no). */
const switchNamed = (label: string) => new RegExp(`^${escape(label)}( \\*)? \\S+$`);

interface Words {
  name: string;
  detail: string;
  balance: string;
  rating: (value: number) => string;
  wheelUse: string;
  wheel: string;
  clean: string;
  satisfaction: string;
  flavorTags: string;
  taint: string;
  scaUse: string;
  attributes: readonly string[];
  finalScore: RegExp;
  save: string;
  ok: string;
}

const EN: Words & { year: string; batch: string } = {
  name: 'Note name',
  detail: 'Detailed rating',
  balance: 'Balance score',
  rating: (value) => `${value} of 10`,
  wheelUse: 'Use the flavor wheel',
  wheel: 'Flavor wheel',
  clean: 'Clean',
  satisfaction: 'Satisfaction',
  flavorTags: 'Flavor tags',
  taint: 'Taint cups (×2)',
  scaUse: 'Written on the SCA form',
  attributes: ['Fragrance/aroma', 'SCA flavor', 'SCA aftertaste', 'SCA acidity', 'SCA body', 'SCA balance', 'Overall'],
  finalScore: /Final score 85\.75 · Excellent/,
  save: 'Save',
  ok: 'OK',
  year: 'Roast year',
  batch: 'Roasting batch',
};

const KR: Words = {
  name: '노트 이름 (한국어)',
  detail: '세부 평가',
  balance: '밸런스 점수',
  rating: (value) => `10점 중 ${value}점`,
  wheelUse: '플레이버 휠 사용',
  wheel: '플레이버 휠',
  clean: '초기화',
  satisfaction: '만족도',
  flavorTags: '향미 태그',
  taint: '테인트 결점 컵 수(×2)',
  scaUse: 'SCA 양식으로 작성',
  attributes: ['향(프래그런스/아로마)', 'SCA 향미', 'SCA 후미', 'SCA 산미', 'SCA 바디', 'SCA 밸런스', '종합 평가'],
  finalScore: /최종 점수 85\.75 · 훌륭함/,
  save: '저장',
  ok: '확인',
};

/** The radar's drawn outline: changes whenever a point moves. */
const radarOutline = (page: Page) =>
  page.getByTestId('radar-chart').first().locator('.highcharts-series path.highcharts-graph').first();

/** Picks the first option of a search select. */
async function pickFirst(page: Page, label: string) {
  await page.getByRole('combobox', { name: named(label) }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
}

/**
 * Writes a cupping note: detail points (the radar follows), three flavors on the wheel, the clean button, then the
 * SCA form with its live final score, saved and shown again.
 */
async function writeCupping(page: Page, words: Words, chooseSubject: () => Promise<void>) {
  await chooseSubject();
  await page.getByRole('textbox', { name: named(words.name) }).fill(`Cupping ${Date.now()}`);

  await page.getByRole('switch', { name: switchNamed(words.detail) }).check();
  const before = await radarOutline(page).getAttribute('d');
  await page
    .getByRole('radiogroup', { name: named(words.balance) })
    .getByRole('radio', { name: words.rating(3) })
    .check({ force: true });
  await expect.poll(() => radarOutline(page).getAttribute('d')).not.toBe(before);

  // Three arcs clicked on the wheel become three of the note's flavor tags.
  await page.getByRole('switch', { name: switchNamed(words.wheelUse) }).check();
  const wheel = page.getByRole('region', { name: words.wheel });
  await expect(wheel.locator('path.highcharts-point').nth(5)).toBeVisible({ timeout: 30_000 });
  await expect(wheel).toHaveAttribute('aria-busy', 'false');
  for (const arc of [3, 4, 5]) await wheel.locator('path.highcharts-point').nth(arc).click();
  const flavorTags = page.getByRole('combobox', { name: named(words.flavorTags) });
  await expect(flavorTags).toHaveValue(/^[^,]+, [^,]+, [^,]+$/);
  await page.getByRole('button', { name: `${words.satisfaction}: ${words.clean}` }).click();
  await expect(page.getByRole('switch', { name: switchNamed(words.wheelUse) })).not.toBeChecked();
  await expect(wheel).toHaveCount(0);
  await expect(flavorTags).toHaveValue('');

  // 8.25 on every attribute, all cups good, one taint cup: 87.75 − 2 = 85.75, excellent.
  await page.getByRole('switch', { name: switchNamed(words.scaUse) }).check();
  for (const attribute of words.attributes) await page.getByRole('spinbutton', { name: named(attribute) }).fill('8.25');
  await page.getByRole('spinbutton', { name: named(words.taint) }).fill('1');
  await expect(page.getByRole('status').filter({ hasText: words.finalScore })).toBeVisible();
  // Ratings start empty and the note's satisfaction is required (behaviour §10-3.1): the taster chooses 8.
  await page.getByRole('radiogroup').first().getByRole('radio').nth(7).check();
  await page.getByRole('button', { name: words.save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.ok }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words.ok }).click();
  await expect(page).not.toHaveURL(/\/write$/);
  await expect(page.getByRole('status').filter({ hasText: words.finalScore })).toBeVisible();
}

test('[en] rown writes a roast cupping note: detail points, wheel flavors, clean, then the SCA form', async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  await page.goto('/en/roaster/qc/roasting/write');
  await expect(page.getByRole('switch', { name: switchNamed('Main note') })).toBeEnabled({ timeout: 30_000 });
  await writeCupping(page, EN, async () => {
    // The year of the demo's first roasts, dated back from the day the database was seeded.
    const [first] = await archiveRoasts(page.request);
    await page.getByRole('combobox', { name: named(EN.year) }).selectOption(String(first.year));
    await pickFirst(page, EN.batch);
  });
});

test('[kr] csast writes a cafe bean cupping note the same way; the main flag is not theirs', async ({ page }) => {
  await signInAs(page.request, 'csast');
  await page.goto('/cafe/cupnote/coffeebean/write');
  await expect(page.getByRole('switch', { name: switchNamed('대표 노트') })).toBeDisabled({ timeout: 30_000 });
  await writeCupping(page, KR, () => pickFirst(page, '원두'));
});

test('[en] rroaster sees the main flag read-only on a QC note', async ({ page }) => {
  await signInAs(page.request, 'rroaster');
  await page.goto('/en/roaster/qc/roasting/write');
  await expect(page.getByRole('switch', { name: switchNamed('Main note') })).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByRole('switch', { name: switchNamed(EN.detail) })).toBeEnabled();
});
