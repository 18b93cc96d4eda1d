export * from './routes';
export * from './areas';
export * from './menu';
export * from './home';
export * from './access';
export * from './publicLinks';
export * from './publicRoutes';
export * from './records';
