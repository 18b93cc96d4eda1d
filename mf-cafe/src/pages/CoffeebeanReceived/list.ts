export { Toolbar } from './StockToolbar';
