export { CategoryChart } from './CategoryChart';
export type { CategoryChartProps, CategoryPoint } from './CategoryChart.types';
