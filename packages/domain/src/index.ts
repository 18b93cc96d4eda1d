export * from './session';
export * from './navigation';
export * from './model';
