// `npm run dev`: development builds in watch mode for the host and both remotes, served on loopback
// like `npm start` (reload the page after a rebuild).
import { spawn } from 'node:child_process';
import { PNPM, ROOT, install, pnpm, runForever, step } from './lib.mjs';

install();
step('First development build');
pnpm(['--filter', '@pdp/tooling', 'run', 'build']);
for (const app of ['@pdp/host-shell', '@pdp/pdp-remote', '@pdp/grocery-remote']) {
  pnpm(['--filter', app, 'exec', 'webpack', '--config', 'webpack.config.cjs', '--mode', 'development']);
}
step('Watching sources and serving on 127.0.0.1');
spawn('npx', [...PNPM, '-r', '--parallel', '--filter', '!@pdp/tooling', 'run', 'dev'], { cwd: ROOT, stdio: 'inherit' });
runForever(process.execPath, ['--import', 'tsx', 'tooling/servers/serve.ts']);
