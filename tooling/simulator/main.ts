// Runs the simulator on loopback: SIM_PORT (8090) and SIM_FIXTURES (the bundled catalogue).
import path from 'node:path';
import { createSimulator } from './simulator';
import { listenSimulator, simulatorServer } from './http-server';
import { FixtureError } from './catalogue/fixture-error';

const here = path.dirname(new URL(import.meta.url).pathname);
const fixturesDir = process.env.SIM_FIXTURES ?? path.join(here, '../fixtures/catalogue');

createSimulator({ fixturesDir })
  .then(async (simulator) => {
    const { catalogue } = simulator;
    const url = await listenSimulator(simulatorServer(simulator), Number(process.env.SIM_PORT ?? 8090));
    console.log(`simulator listening on ${url} with ${catalogue.products.length} products from ${fixturesDir}`);
  })
  .catch((error: unknown) => {
    console.error(error instanceof FixtureError ? `Fixture error: ${error.message}` : error);
    process.exit(1);
  });
