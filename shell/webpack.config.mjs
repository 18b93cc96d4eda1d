import { createAppConfig } from '@coffee/build-config';

export default createAppConfig({ appDir: import.meta.dirname, role: 'host', title: 'Coffee Note · 커피 노트' });
