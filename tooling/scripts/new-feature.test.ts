/**
 * @jest-environment node
 */
// `npm run new:feature NAME` on a copy of the retail remote's list of features: it writes the feature's
// folder (manifest, messages in both languages, a modal and its test), registers the manifest in the
// ordered list (an import and an entry), and refuses a name that is not one or a feature that exists, writing nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratchDir } from '../test-kit/src/scratch-dir';

const SCRIPT = path.resolve(__dirname, 'new-feature.mjs');
const REGISTRY = 'pdp-remote/src/app/registries/features.ts';

function tree() {
  const root = scratchDir('new-feature-');
  mkdirSync(path.join(root, 'pdp-remote/src/features/quote'), { recursive: true });
  mkdirSync(path.dirname(path.join(root, REGISTRY)), { recursive: true });
  writeFileSync(path.join(root, REGISTRY), readFileSync(path.resolve(__dirname, '../..', REGISTRY), 'utf8'));
  const run = (name: string) => spawnSync(process.execPath, [SCRIPT, name], { env: { ...process.env, NEW_FEATURE_ROOT: root }, encoding: 'utf8' });
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  /** The file it registers in: a refusal leaves it as it was. */
  const registrations = () => read(REGISTRY);
  return { root, run, read, registrations };
}

describe('npm run new:feature', () => {
  it('writes the feature’s room and lists it before the app’s own manifest', () => {
    const { root, run, read } = tree();
    const before = read(REGISTRY);
    const result = run('gift-wrap');
    expect(result.status).toBe(0);
    const folder = path.join(root, 'pdp-remote/src/features/gift-wrap');
    expect(readdirSync(folder, { recursive: true }).map(String).sort()).toEqual([
      'components',
      'components/gift-wrap-modal.tsx',
      'gift-wrap.test.tsx',
      'manifest.ts',
      'messages',
      'messages/gift-wrap.messages.en.ts',
      'messages/gift-wrap.messages.id.ts',
      'messages/gift-wrap.ts',
    ]);
    const manifest = readFileSync(path.join(folder, 'manifest.ts'), 'utf8');
    expect(manifest).toContain("'gift-wrap': { itemSku: string };");
    expect(manifest).toContain('export const giftWrapManifest = {');
    expect(readFileSync(path.join(folder, 'messages/gift-wrap.messages.id.ts'), 'utf8')).toContain("'pdp.giftWrap.title'");
    const registered = read(REGISTRY);
    // An import and an entry are added, once each, and the app's own manifest stays last.
    expect(registered.split("import { giftWrapManifest } from '../../features/gift-wrap/manifest';\n")).toHaveLength(2);
    expect(registered.split('\n  giftWrapManifest,\n  appManifest,\n] as const;')).toHaveLength(2);
    expect(registered.split('\n').length - before.split('\n').length).toBe(2);
  });

  it.each([['Gift_Wrap'], ['gift--wrap'], ['']])('refuses the name %j and writes nothing', (name) => {
    const { root, run, registrations } = tree();
    const before = registrations();
    const result = run(name);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run new:feature NAME');
    expect(readdirSync(path.join(root, 'pdp-remote/src/features'))).toEqual(['quote']);
    expect(registrations()).toBe(before);
  });

  it('refuses a feature that exists', () => {
    const { root, run, registrations } = tree();
    const before = registrations();
    const result = run('quote');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('pdp-remote/src/features/quote exists already.');
    expect(existsSync(path.join(root, 'pdp-remote/src/features/quote/manifest.ts'))).toBe(false);
    expect(registrations()).toBe(before);
  });
});
