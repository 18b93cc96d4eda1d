// Entry `@coffee/domain/kernel`: small rules the shell and every area read, without any area's pages: calendar days
// and the short codes printed on bean bags.
export * from './days';
export * from './shortCode';
