// Every app of the suite: its folder, its Module Federation name and its default local port.
export const SHELL = { dir: 'shell', federationName: 'shell', port: 3000 };

export const REMOTES = [
  { dir: 'mf-public-tools', federationName: 'mf_public_tools', port: 3001 },
  { dir: 'mf-reference', federationName: 'mf_reference', port: 3002 },
  { dir: 'mf-roaster', federationName: 'mf_roaster', port: 3003 },
  { dir: 'mf-cafe', federationName: 'mf_cafe', port: 3004 },
  { dir: 'mf-quality', federationName: 'mf_quality', port: 3005 },
  { dir: 'mf-user', federationName: 'mf_user', port: 3006 },
];

export const APPS = [SHELL, ...REMOTES];
export const API_PORT = 4000;
