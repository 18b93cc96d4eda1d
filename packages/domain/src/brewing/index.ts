// Entry `@coffee/domain/brewing`: the arithmetic a brew's form computes with (stored numbers and durations, the
// steps of a brew, the extraction yield, the day's dial-in and what a repeated brew keeps), without the other areas'
// arithmetic and the roast-log parsers of the package root, which re-exports this entry by package name. A brew's
// page imports it, so the counter's form runs no more than it draws (docs/performance.md, "The counter").
export * from '../model/calc';
export * from '../model/extraction';
export * from '../model/brewingSteps';
export * from '../model/dialin';
export * from '../model/repeatBrew';
