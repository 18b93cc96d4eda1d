// `npm start`: install what is missing, build, then run the API server and serve the shell and all remotes.
import { ensureDependencies } from './setup.mjs';

ensureDependencies();
// The suite's modules use installed packages: they load only after the install.
const { buildApps, serveApps, startApi, suiteConfig, suitePorts } = await import('./suite.mjs');
if (process.env.SKIP_BUILD !== '1') await buildApps();

const ports = suitePorts();
const api = await startApi(ports);
const servers = await serveApps(ports, suiteConfig(ports));

console.log(`\nCoffee Note is running:
  shell  ${servers.shell.url}   (English: ${servers.shell.url}/en/info/intro)
  API    ${api.url}
${
  api.demo.seeded
    ? `Demo data seeded (${api.demo.reason}): sadmin, admin, tester, paid, user, rown, cown, ... — password coffee1234.`
    : `Demo data not seeded: ${api.demo.reason}. Create the first administrator with \`npm run create-admin\`.`
} Stop with Ctrl+C.\n`);

async function stop() {
  await Promise.all([...Object.values(servers).map((server) => server.close()), api.close()]);
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
