// `npm start` ends here: serves the built product on loopback and prints the pages to open.
import { DEFAULT_PORTS, startStack } from './stack';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

startStack({
  ports: {
    host: port('HOST_PORT', DEFAULT_PORTS.host),
    retail: port('RETAIL_PORT', DEFAULT_PORTS.retail),
    grocery: port('GROCERY_PORT', DEFAULT_PORTS.grocery),
    plainHost: port('PLAIN_HOST_PORT', DEFAULT_PORTS.plainHost),
    simulator: port('SIM_PORT', DEFAULT_PORTS.simulator),
  },
  fixturesDir: process.env.SIM_FIXTURES,
})
  .then((stack) => {
    const { host, plainHost, simulator } = stack.urls;
    console.log(`
The product detail page is running on loopback. Open:
  Retail product   ${host}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001
  Variants (list)  ${host}/p/smartphone-nusantara-x5-8-gb/ps--HPX-60003
  Grocery product  ${host}/grocery/p/beras-pandan-wangi-premium/ps--BRS-70001
  Home (all)       ${host}/
  Plain HTML host  ${plainHost}/p/sepatu-lari-pria-aero-run-2/ps--SPL-60001
  Simulator        ${simulator}/backend/_simulator/health
Sign in with budi@contoh.id / demo123. Stop with Ctrl+C.`);
    const shutdown = () => void stack.stopAll().then(() => process.exit(0));
    process.on('SIGINT', shutdown);
    process.on('SIGTERM', shutdown);
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
