import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API, signInAs } from '../support/fixtures';

/**
 * The small truths a person notices (behaviour §09-3), on a phone: a lot's import date picked as a date and read as
 * one, a counter only near a text's limit and in characters, a note written from a bean's serial that leads with the
 * bean and is named after it.
 */
const UI = {
  en: {
    prefix: '/en',
    importDate: /^Import date/,
    edit: 'Edit',
    save: 'Save',
    ok: 'OK',
    noteName: /^Note name(?! \()/,
    noteNameKr: /^Note name \(Korean\)/,
    typed: 'a',
    counter: '240 / 300 characters',
    bean: 'The bean of this note',
    roastedBy: 'Roasted by Demo Roasters Seoul',
  },
  kr: {
    prefix: '',
    importDate: /^수입일/,
    edit: '수정',
    save: '저장',
    ok: '확인',
    noteName: /^노트 이름 \(한국어\)/,
    noteNameKr: /^노트 이름 \(한국어\)/,
    typed: '가',
    counter: '80 / 100 자',
    bean: '이 노트의 원두',
    roastedBy: '로스터리: 데모 로스터스 서울',
  },
} as const;

test.use({ viewport: { width: 375, height: 812 } });

async function post<T>(page: Page, path: string, data: object): Promise<T> {
  return (await (await page.request.post(`${API}${path}`, { data })).json()) as T;
}

/** The roastery's first lot and its public blend serial (the one its retail bags' QR codes carry). */
async function roasteryRecords(
  page: Page,
): Promise<{ lot: string; serial: string; blend: { en: string; kr: string } }> {
  await signInAs(page.request, 'rown');
  const select = await post<{ result: { roaster_auth: Array<{ auth_seq: number }> } }>(page, '/api/userAuth/select', {
    auth: ['roaster'],
  });
  const roaster_seq = select.result.roaster_auth[0]!.auth_seq;
  type Rows = { result: Array<Record<string, string | number>> };
  const lots = await post<Rows>(page, '/api/roaster/greenbean/year/list', { roaster_seq });
  const lot = lots.result[0]!;
  const blends = await post<Rows>(page, '/api/roaster/blending/default/list', { roaster_seq });
  const blend = await (
    await page.request.get(
      `${API}/api/roaster/blending/default/detail/${blends.result[0]!.blending_seq}?roaster_seq=${roaster_seq}`,
    )
  ).json();
  return {
    lot: `${lot.greenbean_roaster_seq}_${lot.greenbean_year}`,
    serial: String(blend.result.blending_uuid_str),
    blend: { en: String(blend.result.blending_name), kr: String(blend.result.blending_name_kr) },
  };
}

async function confirmSave(page: Page, ui: (typeof UI)[keyof typeof UI]): Promise<void> {
  await page.getByRole('button', { name: ui.save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ui.ok }).click();
  await expect(page.getByRole('button', { name: ui.edit, exact: true })).toBeVisible();
}

for (const [lang, ui] of Object.entries(UI)) {
  test(`[${lang}] a lot's import date is a date, a note from a bean serial leads with the bean, counters come near the limit`, async ({
    page,
  }) => {
    const { lot, serial, blend } = await roasteryRecords(page);

    // A date picker, and the date read back as a date.
    await page.goto(`${ui.prefix}/roaster/greenbean/inventory/${lot}?mode=edit`);
    const importDate = page.getByLabel(ui.importDate);
    await expect(importDate).toHaveAttribute('type', 'date');
    await importDate.fill(lang === 'en' ? '2026-11-20' : '2026-11-19');
    await confirmSave(page, ui);
    await expect(page.getByRole('textbox', { name: ui.importDate })).toHaveValue(
      lang === 'en' ? '2026-11-20' : '2026-11-19',
    );

    // The note of a scanned bean: the bean first, the note named after it.
    await signInAs(page.request, 'user');
    await page.goto(`${ui.prefix}/user/usernote/coffeenote/write?type=RSTRDF&serial=${serial}`);
    const bean = page.getByRole('region', { name: ui.bean });
    await expect(bean).toContainText(lang === 'en' ? blend.en : blend.kr);
    await expect(bean).toContainText(ui.roastedBy);
    await expect(page.getByRole('textbox', { name: ui.noteNameKr })).toHaveValue(blend.kr);

    // No counter until the limit is near; then characters, at the width being typed.
    const name = page.getByRole('textbox', { name: ui.noteName });
    const perCharacter = ui.typed === 'a' ? 1 : 3;
    await name.fill(ui.typed.repeat(240 / perCharacter - 1));
    await expect(name).toHaveAccessibleDescription('');
    await name.fill(ui.typed.repeat(240 / perCharacter));
    await expect(name).toHaveAccessibleDescription(ui.counter);
  });
}
