// `npm start`: install, build production bundles, serve everything on loopback, print the URLs.
import { SERVER_ENV, build, install, runForever, step } from './lib.mjs';

install();
build();
step('Serving on 127.0.0.1');
runForever(process.execPath, ['--import', 'tsx', 'tooling/servers/serve.ts'], { env: SERVER_ENV });
