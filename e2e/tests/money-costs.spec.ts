import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { fieldLabel } from '@coffee/suite';
import type { Locale } from '@coffee/domain';
import { API, signInAs } from '../support/fixtures';

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const KG = 10_000;
const SHOTS = process.env.MONEY_COSTS_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const WORDS = {
  en: {
    prefix: '/en',
    save: 'Save',
    ok: 'OK',
    edit: 'Edit',
    margins: 'Margins',
    blend: 'Blend',
    recipe: 'Recipe',
    chart: (recipe: string) => `Cost per kg of ${recipe}`,
    home: "This month's margin",
    cupCost: 'Bean cost per cup',
    costOfCup: 'Cost of a cup',
  },
  kr: {
    prefix: '',
    save: '저장',
    ok: '확인',
    edit: '수정',
    margins: '마진',
    blend: '블렌드',
    recipe: '레시피',
    chart: (recipe: string) => `${recipe} kg당 원가`,
    home: '이번 달 마진',
    cupCost: '잔당 원두 원가',
    costOfCup: '잔당 원가',
  },
} as const;

const today = () => new Date().toLocaleDateString('sv-SE');

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const answer = await (await request.post(`${API}${path}`, { data })).json();
  expect(answer.status, `${path} ${JSON.stringify(answer)}`).toBe('OK');
  return answer.result;
}

/** Money as the page writes it in its language (behaviour §05-10). */
const won = (amount: number) => new Intl.NumberFormat('en-US').format(amount);

/**
 * The roastery's records before the story: a new bean with a 10 kg lot (no cost yet), a recipe of it and a blend
 * sold in 1 kg bags at 40 000 won a bag without VAT.
 */
async function roasteryBefore(request: APIRequestContext, stamp: string) {
  const roaster = (await post(request, '/api/userAuth/select', { auth: ['roaster'] })).roaster_auth[0]
    .auth_seq as number;
  const bean = (
    await post(request, '/api/roaster/greenbean/default/edit', {
      roaster_seq: roaster,
      greenbean_name: `Cost bean ${stamp}`,
      greenbean_name_kr: `원가 생두 ${stamp}`,
    })
  ).greenbean_roaster_seq as number;
  await post(request, '/api/roaster/greenbean/year/edit', {
    roaster_seq: roaster,
    greenbean_roaster_seq: bean,
    greenbean_year: 2030,
    greenbean_name: `Cost bean ${stamp}`,
    greenbean_name_kr: `원가 생두 ${stamp}`,
    greenbean_instock: 10 * KG,
  });
  const recipe = (
    await post(request, '/api/roaster/roasting/default/edit', {
      roaster_seq: roaster,
      roasting_name: `Cost recipe ${stamp}`,
      roasting_name_kr: `원가 레시피 ${stamp}`,
      greenbean_list: [{ greenbean_roaster_seq: bean, greenbean_mass: 5 * KG }],
    })
  ).roasting_seq as number;
  const blend = (
    await post(request, '/api/roaster/blending/default/edit', {
      roaster_seq: roaster,
      blending_name: `Cost blend ${stamp}`,
      blending_name_kr: `원가 블렌드 ${stamp}`,
      roasting_instock_change: true,
      blending_sale_use: true,
      bag_list: [{ bag_mass: KG }],
      roasting_list: [{ roasting_seq: recipe, roasting_mass: 1000 }],
    })
  ).blending_seq as number;
  await post(request, '/api/roaster/price/edit', {
    roaster_seq: roaster,
    blending_seq: blend,
    bag_mass: KG,
    price: 40_000,
    valid_from: '2020-01-01',
  });
  return { roaster, bean, recipe, blend };
}

const PAIRS: {
  roastery: { locale: Locale; viewport: typeof DESKTOP };
  cafe: { locale: Locale; viewport: typeof PHONE };
}[] = [
  { roastery: { locale: 'en', viewport: DESKTOP }, cafe: { locale: 'kr', viewport: PHONE } },
  { roastery: { locale: 'kr', viewport: PHONE }, cafe: { locale: 'en', viewport: DESKTOP } },
];

for (const { roastery: side, cafe: other } of PAIRS) {
  test(`[roastery ${side.locale} ${side.viewport.width} px ↔ cafe ${other.locale} ${other.viewport.width} px] the roastery enters a lot's cost, a shipped order's margin shows on the Margins page and the home, the barista sees the cost of a cup once the owner allows it`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const stamp = `${side.locale}${Date.now() % 1_000_000}`;
    const rw = WORDS[side.locale];
    const cw = WORDS[other.locale];
    const roastery = await browser.newPage({ viewport: side.viewport });
    roastery.setDefaultTimeout(30_000);
    await signInAs(roastery.request, 'rown');
    const shop = await roasteryBefore(roastery.request, stamp);

    // The owner enters the lot's purchase cost: 20 000 a kg and 20 000 freight over the 10 kg, 22 000 a kg landed.
    await roastery.goto(`${rw.prefix}/roaster/greenbean/inventory/${shop.bean}_2030?mode=edit`);
    await roastery.getByRole('spinbutton', { name: fieldLabel('greenbean_price_kg', side.locale) }).fill('20000');
    await roastery.getByRole('spinbutton', { name: fieldLabel('greenbean_freight', side.locale) }).fill('20000');
    await roastery.getByRole('button', { name: rw.save, exact: true }).click();
    await roastery.getByRole('alertdialog').getByRole('button', { name: rw.ok }).click();
    await expect(roastery.getByRole('button', { name: rw.edit, exact: true })).toBeVisible();
    await expect(roastery.getByRole('region', { name: side.locale === 'en' ? 'Cost' : '원가' })).toContainText(
      `₩${won(22_000)} / kg`,
    );
    await shot(roastery, `lot-cost-${side.locale}-${side.viewport.width}`);

    // 5 kg roasted to 4 kg (110 000, 27 500 a kg), blended whole; the cafe orders two 1 kg bags and they ship.
    const roast = (await post(roastery.request, '/api/roaster/roasting/result/edit', {
      roaster_seq: shop.roaster,
      roasting_seq: shop.recipe,
      roasting_result_year: Number(today().slice(0, 4)),
      roasting_result_date: today(),
      roasting_mass: 4 * KG,
      greenbean_list: [{ greenbean_roaster_seq: shop.bean, greenbean_year: 2030, greenbean_mass: 5 * KG }],
    })) as { roasting_result_year: number; roasting_result_seq: number };
    const batch = (await post(roastery.request, '/api/roaster/blending/result/edit', {
      roaster_seq: shop.roaster,
      blending_seq: shop.blend,
      blending_result_year: Number(today().slice(0, 4)),
      blending_result_date: today(),
      roasting_result_list: [{ ...roast, roasting_mass: 4 * KG }],
    })) as { blending_result_year: number; blending_result_seq: number };
    await roastery.goto(
      `${rw.prefix}/roaster/blending/result/${batch.blending_result_year}_${batch.blending_result_seq}`,
    );
    await expect(roastery.getByRole('region', { name: side.locale === 'en' ? 'Cost' : '원가' })).toContainText(
      `₩${won(27_500)} / kg`,
    );
    await shot(roastery, `blend-batch-cost-${side.locale}-${side.viewport.width}`);

    const cafe = await browser.newPage({ viewport: other.viewport });
    cafe.setDefaultTimeout(30_000);
    await signInAs(cafe.request, 'cmng');
    const cafeSeq = (await post(cafe.request, '/api/userAuth/select', { auth: ['cafe'] })).cafe_auth[0]
      .auth_seq as number;
    const order = (await post(cafe.request, '/api/cafe/order/edit', {
      cafe_seq: cafeSeq,
      roaster_seq: shop.roaster,
      order_date: today(),
      order_list: [{ blending_seq: shop.blend, order_mass: 2 * KG }],
    })) as { order_year: number; order_seq: number };
    await post(roastery.request, '/api/roaster/order/status', {
      roaster_seq: shop.roaster,
      ...order,
      order_status: 'CONFIRMED',
    });
    await post(roastery.request, '/api/roaster/order/ship', {
      roaster_seq: shop.roaster,
      ...order,
      ship_list: [{ ...batch, ship_mass: 2 * KG }],
    });

    // Per blend: 80 000 revenue, 55 000 cost, 25 000 margin.
    await roastery.goto(`${rw.prefix}/roaster/cost/margin`);
    await expect(roastery.getByRole('heading', { level: 1, name: rw.margins })).toBeVisible();
    const byBlend = roastery.getByRole('radio', { name: rw.blend });
    await byBlend.click();
    await expect(byBlend).toBeChecked();
    const row =
      side.viewport === DESKTOP
        ? roastery.getByRole('row').filter({ hasText: `Cost blend ${stamp}` })
        : roastery.getByRole('listitem').filter({ hasText: `원가 블렌드 ${stamp}` });
    await expect(row).toContainText(`₩${won(80_000)}`);
    await expect(row).toContainText(`₩${won(55_000)}`);
    await expect(row).toContainText(`₩${won(25_000)}`);
    await shot(roastery, `margins-${side.locale}-${side.viewport.width}`);
    // The recipe's cost per kg month by month: 27 500 this month.
    await roastery.goto(`${rw.prefix}/roaster/cost/costs`);
    const recipe = side.locale === 'en' ? `Cost recipe ${stamp}` : `원가 레시피 ${stamp}`;
    await roastery.getByRole('combobox', { name: rw.recipe }).selectOption({ label: recipe });
    const chart = roastery.getByRole('region', { name: rw.chart(recipe) });
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(
      roastery.getByRole(side.viewport === DESKTOP ? 'row' : 'listitem').filter({ hasText: recipe }),
    ).toContainText(`₩${won(27_500)}`);
    await shot(roastery, `costs-${side.locale}-${side.viewport.width}`);
    await roastery.goto(`${rw.prefix}/home/roastery`);
    const tile = roastery
      .getByRole('group', { name: rw.home })
      .or(roastery.locator('[aria-labelledby="home-tile-monthMargin"]'));
    await expect(tile).toContainText('₩');
    await shot(roastery, `home-roastery-${side.locale}-${side.viewport.width}`);

    // The cafe receives it and dials it in: 18 g of beans at 40 000 a kg cost 720 won.
    await post(cafe.request, '/api/cafe/order/receive', { cafe_seq: cafeSeq, ...order });
    const beans = (await post(cafe.request, '/api/cafe/coffeebean/default/code', { cafe_seq: cafeSeq })) as {
      value: number;
      label: string;
    }[];
    const bean = beans.find((option) => option.label.includes(stamp));
    expect(bean, JSON.stringify(beans)).toBeTruthy();
    const [received] = (await post(cafe.request, '/api/cafe/coffeebean/received/code', {
      cafe_seq: cafeSeq,
      coffeebean_seq: bean?.value,
    })) as { value: number }[];
    const dialIn = (await post(cafe.request, '/api/cafe/setting/today/edit', {
      cafe_seq: cafeSeq,
      dialin_date: today(),
      coffeebean_seq: bean?.value,
      received_seq: received?.value,
      brewing_bean_mass: 180,
      brewing_result_total: 380,
    })) as { dialin_seq: number };
    const barista = await browser.newPage({ viewport: other.viewport });
    barista.setDefaultTimeout(30_000);
    await signInAs(barista.request, 'cbarista');
    const dialInPage = `${cw.prefix}/cafe/setting/settingtoday/${dialIn.dialin_seq}`;
    await barista.goto(dialInPage);
    await expect(barista.getByRole('status', { name: cw.cupCost })).toHaveCount(0);

    // The owner shares the cost of a cup with the baristas; the barista's dial-in now leads with it.
    const owner = await browser.newPage({ viewport: other.viewport });
    owner.setDefaultTimeout(30_000);
    await signInAs(owner.request, 'cown');
    await owner.goto(`${cw.prefix}/cafe/brewing/cupcost`);
    const share = owner.getByRole('switch', { name: fieldLabel('cafe_cup_cost_barista', other.locale) });
    await share.click();
    await expect(share).toBeChecked();
    await expect(share).toBeEnabled();
    await shot(owner, `cup-cost-${other.locale}-${other.viewport.width}`);
    try {
      await barista.reload();
      await expect(barista.getByRole('status', { name: cw.cupCost })).toContainText(`₩${won(720)}`);
      await shot(barista, `dial-in-cup-cost-${other.locale}-${other.viewport.width}`);
    } finally {
      await post(owner.request, '/api/cafe/cupcost/edit', { cafe_seq: cafeSeq, cafe_cup_cost_barista: false });
    }
  });
}
