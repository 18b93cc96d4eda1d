export * from './routes';
export * from './areas';
export * from './menu';
export * from './access';
export * from './publicLinks';
export * from './publicRoutes';
