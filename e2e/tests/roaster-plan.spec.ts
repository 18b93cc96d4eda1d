import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
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
    blending_ratio_reason: 'Test batch: its roasts need not follow the recipe',
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

  // The plan fits the phone too: on a phone it reads as cards.
  await page.goto('/roaster/roasting/plan');
  await expect(page.getByRole('heading', { level: 1, name: '생산 계획' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '블렌딩할 양' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBe(0);
});
