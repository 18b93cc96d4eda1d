import { createAppConfig } from '@coffee/build-config';

export default createAppConfig({
  appDir: import.meta.dirname,
  role: 'remote',
  exposes: { './app': './src/app.ts' },
});
