// Navigation, session, preferences and pages are entries of their own (the shell and the remotes' first chunks share
// them), and so are the brewing arithmetic and money (a brew's page computes with them): the root re-exports them by package name, so a remote that loads the root reuses their copies instead of
// bundling a second one.
export * from '@coffee/domain/session';
export * from '@coffee/domain/navigation';
export * from '@coffee/domain/preferences';
export * from '@coffee/domain/pages';
export * from './model';
export * from './roast-log';
export * from '@coffee/domain/money';
// roast-log's analysis defines these two as well; the model's versions stay the package's exports.
export { fahrenheitToCelsius, roundTo } from './model';
