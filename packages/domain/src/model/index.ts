// The areas' arithmetic outside the entry `@coffee/domain/pages` (which holds the fields, entities, labels and the
// validator: the package root re-exports it by package name), and the entry `@coffee/domain/brewing` by package name.
export * from '@coffee/domain/brewing';
export * from './origins';
export * from './cuppingStats';
export * from './inventory';
export * from './release';
export * from './batches';
export * from './trade';
export * from './plan';
export * from './feedback';
export * from './callForms';
export * from './beanconqueror';
export * from './beanconquerorRows';
