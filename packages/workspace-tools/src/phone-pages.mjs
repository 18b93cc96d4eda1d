// The pages a phone visitor is measured on, shared by `pnpm perf` (times) and `pnpm size` (bytes before the main
// content). `main`: CSS selector of the page's main content (visible = laid out with a height); `goal`: ms to it,
// cold; `budgetKb`: Brotli kilobytes of JavaScript requested before it shows, on a prerendered guest page before its
// live page takes over from the copy (docs/performance.md, "Loading on a phone").
// The batch page is the demo's first roast, which has an Artisan curve: roasted 30 days before the database was made
// (api-server's seed, demo-calendar.ts), so its id holds that day's year.
const FIRST_ROAST_YEAR = new Date(Date.now() - 30 * 24 * 3600 * 1000).getFullYear();

export const PHONE_PAGES = [
  {
    name: 'guest intro',
    path: '/en/info/intro',
    main: 'main h1',
    goal: 2000,
    goalOf: 'largest paint',
    budgetKb: 240,
  },
  {
    name: 'guest flavor wheel',
    path: '/en/info/chart/flavorwheel',
    main: 'main path.highcharts-point',
    goal: 3500,
    budgetKb: 380,
  },
  {
    name: 'roaster batch list',
    path: '/en/roaster/roasting/result',
    user: 'rown',
    // A row of the list (its first cell links to the record), not the row saying it is loading.
    main: 'main table tbody tr td a',
    goal: 3500,
    budgetKb: 322,
  },
  {
    name: 'roaster batch page',
    path: `/en/roaster/roasting/result/${FIRST_ROAST_YEAR}_1`,
    user: 'rown',
    main: 'main path.highcharts-graph',
    goal: 4000,
    budgetKb: 475,
  },
  {
    name: 'cafe brewing form',
    path: '/en/cafe/brewing/result/write',
    user: 'cown',
    main: 'main form input:enabled',
    goal: 3500,
    budgetKb: 400,
  },
];
