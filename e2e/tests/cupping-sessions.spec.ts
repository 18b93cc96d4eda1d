import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { API, signInAs } from '../support/fixtures';

// Four people in four browsers, a session made, three sheets scored on phones (one cupper invited late), closed into
// the batch's notes.
test.describe.configure({ timeout: 240_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const switchNamed = (label: string) => new RegExp(`^${escape(label)}( \\*)? \\S+$`);
const SCA_ATTRIBUTES = [
  'Fragrance/aroma',
  'SCA flavor',
  'SCA aftertaste',
  'SCA acidity',
  'SCA body',
  'SCA balance',
  'Overall',
];
const PHONE = { width: 375, height: 812 };

/**
 * The organiser invites cuppers (after `already` rows) and saves the session; it opens on its table, counting the
 * sheets in of all invited.
 */
async function inviteAndSave(page: Page, nicks: readonly string[], sheetsIn: string, already = 0) {
  const cuppers = page.getByRole('region', { name: 'Cuppers', exact: true });
  for (const [index, nick] of nicks.entries()) {
    await cuppers.getByRole('button', { name: 'Add row' }).click();
    await cuppers
      .getByRole('combobox', { name: named('Cupper') })
      .nth(already + index)
      .click();
    await page.getByRole('listbox').getByRole('option', { name: nick, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page).not.toHaveURL(/\/write$/);
  await expect(page.getByRole('status').filter({ hasText: sheetsIn })).toBeVisible({ timeout: 30_000 });
}

const inviteThreeAndSave = (page: Page) =>
  inviteAndSave(page, ['Roaster Senior Assistant', 'Roaster', 'Roaster Manager'], 'Sheets in 0/3');

/** A cupper on their own phone: opens the session from their sheets, scores every attribute, submits. */
async function scoreOnPhone(browser: Browser, userId: string, session: string, score: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInAs(page.request, userId);
  await page.goto('/en/roaster/qc/cuppingsheet');
  await page.getByRole('button', { name: new RegExp(escape(session)) }).click();
  const sheet = page.getByRole('group', { name: 'Sample K7' });
  // The cupper sees the blind code, never the batch.
  await expect(sheet).toBeVisible({ timeout: 30_000 });
  for (const attribute of SCA_ATTRIBUTES) await sheet.getByRole('spinbutton', { name: named(attribute) }).fill(score);
  await expect(page.getByRole('status').filter({ hasText: /^Sample K7 score \d+\.\d\d$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Submit sheet' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your sheet is submitted.' })).toBeVisible();
  return page;
}

test('[en] three cuppers score a blind session on their phones, one invited after the first sheet is in; the outlier is left out and the result reaches the batch', async ({
  browser,
  page,
}) => {
  await signInAs(page.request, 'rsast');
  const memberships = await (
    await page.request.post(`${API}/api/userAuth/select`, { data: { auth: ['roaster'] } })
  ).json();
  const roaster = memberships.result.roaster_auth[0].auth_seq as number;
  const batches = await page.request.post(`${API}/api/roaster/roasting/result/code`, {
    data: { roaster_seq: roaster },
  });
  const session = `Tuesday cupping ${Date.now()}`;

  await page.goto('/en/roaster/qc/cupping/write');
  await page.getByRole('textbox', { name: named('Session name') }).fill(session);
  await page.getByRole('button', { name: 'Add row' }).first().click();
  const samples = page.getByRole('region', { name: 'Samples', exact: true });
  await samples.getByRole('textbox', { name: named('Blind code') }).fill('K7');
  await samples.getByRole('combobox', { name: named('Roasting batch') }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await inviteAndSave(page, ['Roaster Senior Assistant', 'Roaster'], 'Sheets in 0/2');

  const phones = [await scoreOnPhone(browser, 'rsast', session, '8')];
  await expect(page.getByRole('status').filter({ hasText: 'Sheets in 1/2' })).toBeVisible({ timeout: 30_000 });
  // A late cupper is invited once a sheet is in: the sheet stays in, still submitted.
  await page.getByRole('toolbar', { name: 'Cupping sessions' }).getByRole('button', { name: 'Edit' }).click();
  await inviteAndSave(page, ['Roaster Manager'], 'Sheets in 1/3', 2);
  const firstScores = page
    .getByRole('region', { name: 'Sample K7', exact: true })
    .getByRole('row')
    .filter({ hasText: /^Score/ });
  await expect(firstScores.getByRole('cell').nth(-2)).toHaveText('86');
  phones.push(await scoreOnPhone(browser, 'rmng', session, '8.25'));
  phones.push(await scoreOnPhone(browser, 'rroaster', session, '6.5'));
  // The table fills in by itself as the sheets arrive; the low score stands out.
  await expect(page.getByRole('status').filter({ hasText: 'Sheets in 3/3' })).toBeVisible({ timeout: 30_000 });
  const sample = page.getByRole('region', { name: 'Sample K7', exact: true });
  const scoreRow = sample.getByRole('row').filter({ hasText: /^Score/ });
  await expect(scoreRow.getByText('Outlier')).toHaveCount(1);
  await expect(scoreRow.getByRole('cell').nth(-2)).toHaveText('83.08');
  await scoreRow.getByRole('button', { name: "Leave Roaster's score of K7 out of the mean" }).click();
  await expect(
    sample.getByText("Roaster's score is left out of the mean (by Roaster Senior Assistant)."),
  ).toBeVisible();
  await expect(scoreRow.getByRole('cell').nth(-2)).toHaveText('86.88');

  await page.getByRole('button', { name: 'Close the session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Closed by Roaster Senior Assistant' })).toBeVisible();

  // The batch's cupping section reads the note the session wrote.
  const [batch] = (await batches.json()).result as Array<{ value: number; roasting_result_year: number }>;
  await page.goto(`/en/roaster/roasting/result/${batch!.roasting_result_year}_${batch!.value}`);
  await expect(page.getByRole('table', { name: 'Cupping' }).getByRole('link', { name: `${session} · K7` })).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await Promise.all(phones.map((phone) => phone.context().close()));
});

test('[kr] the roastery makes the CVA its default form; a new note opens on it and scores as the impressions are filled', async ({
  page,
}) => {
  await signInAs(page.request, 'rown');
  const memberships = await (
    await page.request.post(`${API}/api/userAuth/select`, { data: { auth: ['roaster'] } })
  ).json();
  const roaster = memberships.result.roaster_auth[0].auth_seq as number;
  await page.goto('/roaster/qc/cupping');
  const formDefault = page.getByRole('combobox', { name: '우리 로스터리의 기본 커핑 양식' });
  await expect(formDefault).toBeEnabled({ timeout: 30_000 });
  await formDefault.selectOption({ label: 'SCA 커피 가치 평가(CVA)' });
  await expect(formDefault).toHaveValue('CVA');
  try {
    await page.goto('/roaster/qc/roasting/write');
    await expect(page.getByRole('switch', { name: switchNamed('CVA 양식으로 작성') })).toBeChecked({ timeout: 30_000 });
    const impressions = ['프래그런스', '아로마', '향미', '후미', '산미', '단맛', '마우스필', '전체'];
    for (const name of impressions) await page.getByRole('spinbutton', { name: named(`${name} 인상(1-9)`) }).fill('7');
    // 8 × 7 = 56: 0.65625 × 56 + 52.75 = 89.50
    await expect(page.getByRole('status').filter({ hasText: /^CVA 점수 89\.50 / })).toBeVisible();
    await page.getByRole('spinbutton', { name: named('결점 컵 수(×4)') }).fill('1');
    await expect(page.getByRole('status').filter({ hasText: /^CVA 점수 85\.50 / })).toBeVisible();
  } finally {
    // The other stories write notes on the 2004 form.
    await page.request.post(`${API}/api/roaster/qc/cupping/form`, { data: { roaster_seq: roaster, form: 'SCA' } });
  }
});

test('[en] a triangle test: three cuppers each pick the odd cup, and the session weighs the correct answers against chance', async ({
  browser,
  page,
}) => {
  await signInAs(page.request, 'rsast');
  const session = `Triangle ${Date.now()}`;
  await page.goto('/en/roaster/qc/cupping/write');
  await page.getByRole('textbox', { name: named('Session name') }).fill(session);
  await page.getByRole('combobox', { name: named('Session type') }).selectOption({ label: 'Triangle test' });
  const samples = page.getByRole('region', { name: 'Samples', exact: true });
  for (const [index, code] of ['T1', 'T2'].entries()) {
    await samples.getByRole('button', { name: 'Add row' }).click();
    await samples
      .getByRole('textbox', { name: named('Blind code') })
      .nth(index)
      .fill(code);
    await samples
      .getByRole('combobox', { name: named('Roasting batch') })
      .nth(index)
      .click();
    await page.getByRole('listbox').getByRole('option').nth(index).click();
  }
  await inviteThreeAndSave(page);

  // Each cupper picks a different cup, so exactly one of them found the odd cup whichever the server drew.
  const phones: Page[] = [];
  for (const [index, userId] of ['rsast', 'rroaster', 'rmng'].entries()) {
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    phones.push(phone);
    await signInAs(phone.request, userId);
    await phone.goto('/en/roaster/qc/cuppingsheet');
    await phone.getByRole('button', { name: new RegExp(escape(session)) }).click();
    const cups = phone.getByRole('radiogroup', { name: 'Which cup is the odd one?' });
    // The cupper sees three cups, never the samples behind them.
    await expect(cups.getByRole('radio')).toHaveCount(3, { timeout: 30_000 });
    await cups.getByRole('radio', { name: `Cup ${index + 1}` }).check();
    await phone.getByRole('button', { name: 'Submit sheet' }).click();
    await phone.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
    await expect(phone.getByRole('status').filter({ hasText: 'Your sheet is submitted.' })).toBeVisible();
  }

  await expect(page.getByRole('status').filter({ hasText: 'Sheets in 3/3' })).toBeVisible({ timeout: 30_000 });
  // 1 of 3 correct: P(X ≥ 1) at p = 1/3 is 1 − (2/3)³ = 19/27.
  const result = page.getByRole('status').filter({ hasText: /^Correct/ });
  await expect(result).toHaveText('Correct 1 of 3 · probability by chance p = 0.704');
  await page.getByRole('button', { name: 'Close the session' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(result).toHaveText(
    /^Correct 1 of 3 · probability by chance p = 0\.704 \(the odd cup: [1-3], sample T[12]\)$/,
  );
  await Promise.all(phones.map((phone) => phone.context().close()));
});
