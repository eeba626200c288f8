// Shared steps of the root commands. Only Node built-ins here: these run before anything is installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM = ['-y', 'pnpm@10.34.9'];
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Servers, benches and end-to-end tests run TypeScript through tsx, which compiles the host's JSX
// (server rendering) as the builds do only when it reads the shared compiler options.
process.env.TSX_TSCONFIG_PATH ??= path.join(ROOT, 'tsconfig.base.json');

export function step(title) {
  console.log(`\n▶ ${title}`);
}

const phases = [];

/** Runs one phase of a command and keeps its duration for `printPhases`. */
export function phase(name, work) {
  const started = process.hrtime.bigint();
  const done = () => phases.push({ name, seconds: Number(process.hrtime.bigint() - started) / 1e9 });
  let result;
  try {
    result = work();
  } catch (error) {
    done();
    throw error;
  }
  // An asynchronous phase (checks run at once) ends when its promise settles.
  if (result instanceof Promise) return result.finally(done);
  done();
  return result;
}

/** The table of each phase's duration, in the order they ran. */
export function printPhases() {
  const width = Math.max(...phases.map(({ name }) => name.length), 'total'.length);
  const total = phases.reduce((sum, { seconds }) => sum + seconds, 0);
  console.log(`\n${'phase'.padEnd(width)}  seconds`);
  for (const { name, seconds } of [...phases, { name: 'total', seconds: total }]) console.log(`${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)}`);
}

/** Runs a command in the repository root, inheriting the terminal; exits on failure. */
export function run(command, args, { env = {}, allowFailure = false } = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0 && !allowFailure) {
    console.error(`✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  return result.status ?? 1;
}

export const pnpm = (args, options) => run('npx', [...PNPM, ...args], options);

/**
 * Runs independent checks at once (two cores: a single-threaded one beside another), each one's
 * output printed whole when it ends, under its title; exits after all have ended if any failed.
 */
export async function runAtOnce(checks) {
  const results = await Promise.all(
    checks.map(
      ({ title, args }) =>
        new Promise((resolve) => {
          const child = spawn('npx', [...PNPM, ...args], { cwd: ROOT, env: process.env });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => {
            step(title);
            process.stdout.write(Buffer.concat(output));
            resolve({ title, status });
          });
        }),
    ),
  );
  const failed = results.filter(({ status }) => status !== 0);
  for (const { title, status } of failed) console.error(`✖ ${title} failed (exit ${status})`);
  if (failed.length > 0) process.exit(1);
}

/** Installs the pinned workspace exactly as the lockfile says (quick when nothing changed). */
export function install() {
  step('Installing dependencies (pnpm, pinned, frozen lockfile)');
  pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

/** Production builds of the host, both remotes and the plain HTML host. */
export function build() {
  step('Building production bundles');
  pnpm(['-r', '--workspace-concurrency=1', 'run', 'build']);
}

/** Debian's Chromium for the end-to-end suite: installed when missing and we are root. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
    process.exit(1);
  }
  step('Installing Debian chromium for the end-to-end suite');
  run('apt-get', ['update', '-qq'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Servers render React on the server: with its production build, as deployed. */
export const SERVER_ENV = { NODE_ENV: 'production' };

/** Starts a long-running child and forwards Ctrl+C to it. */
export function runForever(command, args, { env = {} } = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code) => process.exit(code ?? 0));
  return child;
}
