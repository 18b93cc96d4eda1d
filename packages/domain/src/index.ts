export * from './session';
export * from './navigation';
export * from './model';
export * from './roast-log';
// roast-log defines these two as well; the model's versions stay the package's exports.
export { fahrenheitToCelsius, roundTo } from './model';
