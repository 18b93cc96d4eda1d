import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { API, sidewaysOverflow, signInAs } from '../support/fixtures';

type Body = Record<string, unknown>;

/** A day as 'YYYY-MM-DD' in this machine's time zone, `days` from today. */
const day = (days = 0) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

async function apiAs(
  playwright: { request: { newContext(): Promise<APIRequestContext> } },
  userId: string,
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext();
  await signInAs(context, userId);
  return context;
}

async function call(context: APIRequestContext, path: string, data: Body = {}): Promise<Body> {
  const answer = (await (await context.post(`${API}${path}`, { data })).json()) as Body;
  expect(answer.status, JSON.stringify(answer)).toBe('OK');
  return answer.result as Body;
}

const orgOf = async (context: APIRequestContext, org: 'roaster' | 'cafe') =>
  ((await call(context, '/api/userAuth/select', { auth: [org] }))[`${org}_auth`] as Array<{ auth_seq: number }>)[0]!
    .auth_seq;

const firstCode = async (context: APIRequestContext, path: string, body: Body) =>
  ((await (await context.post(`${API}${path}`, { data: body })).json()).result as Array<{ value: number }>)[0]!.value;

async function confirmSave(page: Page, save: string, ok: string) {
  await page.getByRole('button', { name: save, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ok }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ok }).click();
}

test('[en] the owner plans from a cafe’s order, roasts the planned batch from the day sheet, and the plan follows', async ({
  page,
  playwright,
}) => {
  const owner = await apiAs(playwright, 'rown');
  const roaster = await orgOf(owner, 'roaster');
  const bean = await firstCode(owner, '/api/roaster/greenbean/default/code', { roaster_seq: roaster });
  const recipe = (
    await call(owner, '/api/roaster/roasting/default/edit', {
      roaster_seq: roaster,
      roasting_name: 'E2E plan recipe',
      roasting_name_kr: 'E2E plan recipe',
      roasting_expected_loss: 200,
      greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_mass: 50_000 }],
    })
  ).roasting_seq;
  const blend = (
    await call(owner, '/api/roaster/blending/default/edit', {
      roaster_seq: roaster,
      blending_name: 'E2E plan blend',
      blending_name_kr: 'E2E plan blend',
      roasting_instock_change: true,
      blending_sale_use: true,
      bag_list: [{ bag_mass: 10_000 }],
      roasting_list: [{ roasting_seq: recipe, roasting_mass: 1000 }],
    })
  ).blending_seq;
  // The demo cafe orders 10 kg for tomorrow.
  const cafe = await apiAs(playwright, 'cown');
  await call(cafe, '/api/cafe/order/edit', {
    cafe_seq: await orgOf(cafe, 'cafe'),
    roaster_seq: roaster,
    order_date: day(),
    wanted_date: day(1),
    order_list: [{ blending_seq: blend, order_mass: 100_000 }],
  });
  await Promise.all([owner.dispose(), cafe.dispose()]);

  await signInAs(page.request, 'rown');
  await page.goto('/en/roaster/roasting/result');
  await page.getByRole('navigation').getByRole('link', { name: 'Production plan' }).click();
  await page.goto(`/en/roaster/roasting/plan?from=${day()}&to=${day(6)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Production plan' })).toBeVisible();
  const blendRow = page
    .getByRole('table', { name: 'Blends to make' })
    .getByRole('row')
    .filter({ hasText: 'E2E plan blend' });
  await expect(blendRow.getByRole('cell')).toHaveText(['E2E plan blend', '10.0 kg', '0.0 kg', '0.0 kg', '10.0 kg']);
  const roasts = page.getByRole('table', { name: 'Roasts to make' });
  const recipeRow = roasts.getByRole('row').filter({ hasText: 'E2E plan recipe' });
  // 10 kg roasted at 20 % loss → 12.5 kg green → 3 batches of 5 kg.
  await expect(recipeRow.getByRole('cell')).toHaveText([
    'E2E plan recipe',
    '10.0 kg',
    '0.0 kg',
    '10.0 kg',
    '20.0 % (set on the recipe)',
    '5.0 kg',
    '3',
    '15.0 kg',
  ]);

  await page.getByRole('combobox', { name: 'Day' }).selectOption(day(1));
  const sheet = page.getByRole('table', { name: `Roasting sheet for ${day(1)}` });
  const planned = sheet.getByRole('row').filter({ hasText: 'E2E plan recipe' });
  await expect(planned).toHaveCount(3);
  await planned.first().getByRole('link', { name: 'Roast this batch' }).click();

  await expect(page).toHaveURL(/\/roaster\/roasting\/result\/write\?/);
  await expect(page.getByRole('combobox', { name: /^Roasting recipe/ })).toHaveValue('E2E plan recipe');
  await expect(page.getByRole('spinbutton', { name: /^Green mass/ }).first()).toHaveValue(/^5,?000(\.0)?$/);
  await page.getByRole('spinbutton', { name: /^Roasted mass/ }).fill('4000');
  await confirmSave(page, 'Save', 'OK');
  await expect(page.getByRole('textbox', { name: 'Roast loss' })).toHaveValue('20.0');

  // The roast is on hand now: 6 kg left to roast, 7.5 kg green, 2 batches.
  await page.goto(`/en/roaster/roasting/plan?from=${day()}&to=${day(6)}`);
  await expect(recipeRow.getByRole('cell').nth(2)).toHaveText('4.0 kg');
  await expect(recipeRow.getByRole('cell').nth(6)).toHaveText('2');
});

test('[kr] a blend batch’s page shows what the cup said: the cafe’s brew and a drinker’s note, on a phone', async ({
  page,
  playwright,
}) => {
  const owner = await apiAs(playwright, 'rown');
  const roaster = await orgOf(owner, 'roaster');
  const recipe = await firstCode(owner, '/api/roaster/roasting/default/code', { roaster_seq: roaster });
  const prefill = (await (
    await owner.get(`${API}/api/roaster/roasting/default/greenbean/${recipe}?roaster_seq=${roaster}`)
  ).json()) as { result: { roasting_default_greenbean: Body[] } };
  const roast = await call(owner, '/api/roaster/roasting/result/edit', {
    roaster_seq: roaster,
    roasting_seq: recipe,
    roasting_result_year: Number(day().slice(0, 4)),
    roasting_result_date: day(),
    roasting_mass: 8000,
    greenbean_list: prefill.result.roasting_default_greenbean.map((row) => ({
      greenbean_roaster_seq: row.greenbean_roaster_seq,
      greenbean_year: row.greenbean_year,
      greenbean_mass: row.greenbean_mass,
    })),
  });
  const blend = (
    await call(owner, '/api/roaster/blending/default/edit', {
      roaster_seq: roaster,
      blending_name: 'E2E feedback blend',
      blending_name_kr: 'E2E 피드백 블렌드',
      roasting_instock_change: true,
      roasting_list: [{ roasting_seq: recipe, roasting_mass: 1000 }],
    })
  ).blending_seq;
  const batch = await call(owner, '/api/roaster/blending/result/edit', {
    roaster_seq: roaster,
    blending_seq: blend,
    blending_result_year: Number(day().slice(0, 4)),
    blending_result_date: day(),
    roasting_result_list: [
      {
        roasting_result_year: roast.roasting_result_year,
        roasting_result_seq: roast.roasting_result_seq,
        roasting_mass: 2000,
      },
    ],
  });
  const id = `${batch.blending_result_year}_${batch.blending_result_seq}`;
  const serials = (
    (await (await owner.get(`${API}/api/roaster/blending/result/detail/${id}?roaster_seq=${roaster}`)).json()) as {
      result: { blending_result_uuid_str: string; blending_result_uuid_cafe: string };
    }
  ).result;
  await owner.dispose();

  // The demo cafe registers the batch by its cafe serial and brews a shot from it.
  const cafeOwner = await apiAs(playwright, 'cown');
  const cafe = await orgOf(cafeOwner, 'cafe');
  const coffeebean = await firstCode(cafeOwner, '/api/cafe/coffeebean/default/code', { cafe_seq: cafe });
  const received = await call(cafeOwner, '/api/cafe/coffeebean/received/edit', {
    cafe_seq: cafe,
    coffeebean_seq: coffeebean,
    received_date: day(),
    received_mass: 20_000,
    received_instock: 20_000,
    blending_result_uuid: serials.blending_result_uuid_cafe,
  });
  await call(cafeOwner, '/api/cafe/brewing/result/edit', {
    cafe_seq: cafe,
    brewing_result_date: day(),
    coffeebean_seq: coffeebean,
    received_seq: received.received_seq,
    brewing_type: 'ESP',
    brewing_bean_mass: 180,
    brewing_result_total: 360,
    brewing_term: 28,
    brewing_satis: 8,
  });
  await cafeOwner.dispose();
  // A drinker writes a note from the batch's serial.
  const drinker = await apiAs(playwright, 'user');
  await call(drinker, '/api/user/qc/coffeebean/edit', {
    cupnote_name_kr: '한남 에스프레소',
    cupnote_place: 'CAFE',
    cupnote_date: day(),
    cupnote_satis: 6,
    coffeebean_uuid_type: 'RSTRDT',
    coffeebean_uuid: serials.blending_result_uuid_str,
  });
  await drinker.dispose();

  await signInAs(page.request, 'rown');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/roaster/blending/result/${id}`);
  const said = page.getByRole('table', { name: '소비 현장 반응' });
  const line = (label: string) => said.getByRole('row').filter({ hasText: label }).getByRole('cell');
  await expect(line('카페 추출')).toHaveText('1건');
  await expect(line('추출 평균 만족도')).toHaveText('8 / 10');
  await expect(line('원두 투입량 범위')).toHaveText('18 g');
  await expect(line('고객 노트')).toHaveText('1건');
  await expect(line('고객 평균 만족도')).toHaveText('6 / 10');
  await expect(line('받은 카페')).not.toHaveText('아직 받은 카페가 없습니다.');
  await expect(page.getByRole('textbox', { name: '반응 평점 (10점)' })).toHaveValue('7');
  await expect(said).not.toContainText('Member');

  // The plan fits the phone too: its tables scroll inside their sections.
  await page.goto('/roaster/roasting/plan');
  await expect(page.getByRole('heading', { level: 1, name: '생산 계획' })).toBeVisible();
  await expect(page.getByRole('table', { name: '블렌딩할 양' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});
