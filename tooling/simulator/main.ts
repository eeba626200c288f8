// Runs the simulator on loopback: SIM_PORT (8090) and SIM_FIXTURES (the bundled catalogue).
import path from 'node:path';
import { createSimulator } from './server';
import { FixtureError } from './catalogue/fixture-error';
import { listen } from '../servers/listen';

const here = path.dirname(new URL(import.meta.url).pathname);
const fixturesDir = process.env.SIM_FIXTURES ?? path.join(here, '../fixtures/catalogue');

createSimulator({ fixturesDir })
  .then(async ({ server, catalogue }) => {
    const url = await listen(server, Number(process.env.SIM_PORT ?? 8090));
    console.log(`simulator listening on ${url} with ${catalogue.products.length} products from ${fixturesDir}`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof FixtureError ? `Fixture error: ${error.message}` : error);
    process.exit(1);
  });
