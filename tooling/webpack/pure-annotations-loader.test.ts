import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { markPure } = require('./pure-annotations-loader.cjs') as { markPure: (source: string) => string };

describe('marking a library’s top-level factories pure', () => {
  it('marks component and context factories pure and drops displayName assignments', () => {
    const source = [
      'var Form = React10.forwardRef(function Form2(props, ref) {});',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'var Memo = React2.memo(Inner);',
      'function keep() { var local = React.forwardRef(x); local.displayName = "Local"; }',
    ].join('\n');
    expect(markPure(source).split('\n')).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(function Form2(props, ref) {});',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      'var Memo = /* @__PURE__ */ React2.memo(Inner);',
      'function keep() { var local = React.forwardRef(x); local.displayName = "Local"; }',
    ]);
  });

  it('still finds React Router’s factories in the version installed (an upgrade that renames them shows here)', () => {
    const folder = path.join(path.dirname(require.resolve('react-router', { paths: [path.join(__dirname, '../../host-shell')] })), '../production');
    const chunks = readdirSync(folder).filter((name) => name.startsWith('chunk-') && name.endsWith('.mjs'));
    const source = chunks.map((name) => readFileSync(path.join(folder, name), 'utf8')).join('\n');
    const marked = markPure(source);
    expect(marked.match(/\/\* @__PURE__ \*\/ React\d*\.forwardRef\(/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(marked.match(/\/\* @__PURE__ \*\/ React\d*\.createContext\(/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
    expect(marked).not.toMatch(/^Form\.displayName = "Form";$/m);
  });

  it('marks jotai’s default storage pure in the version installed, and nothing else of its utils', () => {
    const utils = path.join(path.dirname(require.resolve('jotai/utils', { paths: [path.join(__dirname, '../../pdp-remote')] })), 'esm/vanilla/utils.mjs');
    const source = readFileSync(utils, 'utf8');
    const marked = markPure(source);
    expect(marked).toMatch(/^const defaultStorage = \/\* @__PURE__ \*\/ createJSONStorage\(\);$/m);
    expect(marked.match(/@__PURE__/g)?.length ?? 0).toBe((source.match(/@__PURE__/g)?.length ?? 0) + 1);
  });
});
