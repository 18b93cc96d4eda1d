import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { API, signInAs } from '../support/fixtures';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);

/** The serial of the demo roastery's house blend, read as its owner (the public pages print it as a QR code). */
async function demoBlendSerial(page: Page): Promise<string> {
  await signInAs(page.request, 'rown');
  const roaster = (
    await (await page.request.post(`${API}/api/userAuth/select`, { data: { auth: ['roaster'] } })).json()
  ).result.roaster_auth[0].auth_seq as number;
  // The house blend is public to customers (other demo blends may not be).
  const list = await page.request.post(`${API}/api/roaster/blending/default/list`, {
    data: { roaster_seq: roaster, searchType: 'blending_name', searchTitle: 'house' },
  });
  const [blend] = (await list.json()).result as Array<{ blending_seq: number }>;
  const detail = await page.request.get(
    `${API}/api/roaster/blending/default/detail/${blend?.blending_seq}?roaster_seq=${roaster}`,
  );
  return (await detail.json()).result.blending_uuid_str as string;
}

test('[en] a note opened from a blend serial arrives with the bean filled and is saved to the list', async ({
  page,
}) => {
  const serial = await demoBlendSerial(page);
  await signInAs(page.request, 'user');
  await page.goto(`/en/user/usernote/coffeenote/write?type=RSTRDF&serial=${encodeURIComponent(serial)}`);
  await expect(page.getByRole('textbox', { name: named('Coffee bean serial') })).toHaveValue(serial);
  await expect(page.getByRole('textbox', { name: named('Store name') })).toHaveValue(/\S/);

  const name = `Morning cup ${Date.now()}`;
  await page.getByRole('textbox', { name: named('Note name') }).fill(name);
  await page.getByRole('combobox', { name: named('Where tasted') }).selectOption({ index: 1 });
  // Satisfaction starts empty and must be chosen (behaviour §10-3.1).
  await page.getByRole('radiogroup', { name: 'Satisfaction' }).getByRole('radio', { name: '8 of 10' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  const saved = page.getByRole('alertdialog');
  await expect(saved).toContainText(/saved/i);
  await saved.getByRole('button', { name: 'OK' }).click();

  await page.goto('/en/user/usernote/coffeenote');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Demo Roasters');
});

test('[kr] the serial guide opens the note on the typed serial', async ({ page }) => {
  await signInAs(page.request, 'user');
  await page.goto('/user/link/intro');
  await page.getByRole('radio', { name: '카페 원두' }).check();
  await page.getByRole('textbox', { name: /일련번호/ }).fill('CAFE-123');
  await page.getByRole('button', { name: '노트 쓰기' }).click();
  await expect(page).toHaveURL(/\/user\/usernote\/coffeenote\/write\?type=CAFEDF&serial=CAFE-123/);
  await expect(page.getByRole('textbox', { name: /^원두 시리얼 입력/ })).toHaveValue('CAFE-123');
});

test('[kr] the serial guide names the empty serial instead of opening a note', async ({ page }) => {
  await signInAs(page.request, 'user');
  await page.goto('/user/link/intro');
  await page.getByRole('button', { name: '노트 쓰기' }).click();
  await expect(page.getByText('일련번호를 입력하세요.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/link\/intro$/);
});

test('[en] a guest who opens the notes is asked to sign in', async ({ page }) => {
  await page.goto('/en/user/usernote/coffeenote');
  await expect(page.getByRole('button', { name: 'Sign in' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Coffee notes' })).toHaveCount(0);
});
