// Navigation, session and preferences are entries of their own (the shell shares them): the root re-exports them by package name,
// so a remote that loads the root reuses the shell's copies instead of bundling a second one.
export * from '@coffee/domain/session';
export * from '@coffee/domain/navigation';
export * from '@coffee/domain/preferences';
export * from './model';
export * from './roast-log';
export * from './pages';
// roast-log defines these two as well; the model's versions stay the package's exports.
export { fahrenheitToCelsius, roundTo } from './model';
