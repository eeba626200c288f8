import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readSimpleMessage } from '@pdp/host-contract/messages';

// The loader is CommonJS (webpack loads it); its helpers are exported beside it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileCatalogueSource, CATALOGUE_FILE } = require('./messages-ast-loader.cjs') as {
  compileCatalogueSource: (source: string, fileName: string) => string;
  CATALOGUE_FILE: RegExp;
};

const ROOT = path.join(__dirname, '../..');

/** The object literal of a compiled catalogue, read back as data. */
function valuesOf(compiled: string): Record<string, MessageFormatElement[]> {
  const literal = compiled.slice(compiled.indexOf('{'), compiled.lastIndexOf('}') + 1);
  return JSON.parse(literal.replace(/'([^']+)':/g, '"$1":').replace(/,(\s*})/g, '$1')) as Record<string, MessageFormatElement[]>;
}

/** The catalogue files the loader compiles in a folder of each of the three apps. */
function catalogueFilesIn(folderOfApp: string): string[] {
  return ['host-shell', 'pdp-remote', 'grocery-remote'].flatMap((app) => {
    const folder = path.join(ROOT, app, folderOfApp);
    return readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(folder, name))
      .filter((file) => CATALOGUE_FILE.test(file));
  });
}

describe('the message catalogue compiler', () => {
  const source = [
    '// A catalogue.',
    'export const messagesId = {',
    "  'a.plain': 'Memuat produk…',",
    "  'a.value': 'Tersisa {count} produk',",
    "  'a.plural': 'Beli {count, plural, one {# barang} other {# barang}}',",
    '} as const;',
    'export type Id = keyof typeof messagesId;',
  ].join('\n');

  it('replaces each string with its ICU AST and keeps the rest of the module', () => {
    const compiled = compileCatalogueSource(source, 'messages.id.ts');
    expect(compiled).toContain('export type Id = keyof typeof messagesId;');
    expect(compiled).toContain('} as const;');
    const values = valuesOf(compiled);
    expect(values['a.plain']).toEqual([{ type: 0, value: 'Memuat produk…' }]);
    expect(values['a.value']).toEqual([
      { type: 0, value: 'Tersisa ' },
      { type: 1, value: 'count' },
      { type: 0, value: ' produk' },
    ]);
  });

  it('formats a compiled message exactly as the string would be formatted', () => {
    const values = valuesOf(compileCatalogueSource(source, 'messages.id.ts'));
    for (const [id, count] of [
      ['a.value', 3],
      ['a.plural', 1],
      ['a.plural', 12],
    ] as const) {
      const fromString = new IntlMessageFormat(new RegExp(`'${id}': '([^']+)'`).exec(source)?.[1] ?? '', 'id-ID').format({ count });
      expect(new IntlMessageFormat(values[id] ?? [], 'id-ID').format({ count })).toBe(fromString);
    }
  });

  it('fails the build on a message that is not valid ICU, naming the file and line', () => {
    expect(() => compileCatalogueSource("export const m = {\n  'bad': 'Sisa {count produk',\n};", 'pdp/messages.id.ts')).toThrow(
      /pdp\/messages\.id\.ts:2: the message does not parse as ICU/,
    );
  });

  it('compiles every catalogue and message part of the three apps', () => {
    const catalogues = catalogueFilesIn('src/shared/i18n');
    expect(catalogues.filter((file) => file.includes(`${path.sep}parts${path.sep}`)).length).toBeGreaterThanOrEqual(8);
    expect(catalogues.length).toBeGreaterThanOrEqual(14);
    for (const file of catalogues) expect(() => compileCatalogueSource(readFileSync(file, 'utf8'), file)).not.toThrow();
  });

  it('leaves no catalogue out: every messages file in the apps’ i18n folders has a name the loader compiles', () => {
    // A catalogue it skipped would ship plain strings that formatjs, built without its parser, prints
    // as they are ("Pakai akun {name}").
    const named = ['host-shell', 'pdp-remote', 'grocery-remote'].flatMap((app) => {
      const folder = path.join(ROOT, app, 'src/shared/i18n');
      return readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => /messages[^/\\]*\.ts$/.test(name) && !name.endsWith('.test.ts'));
    });
    expect(named.length).toBeGreaterThanOrEqual(16);
    expect(named.filter((name) => !CATALOGUE_FILE.test(`/${name}`))).toEqual([]);
  });

  it('gives the pages messages that, read without formatjs where they can be, read as formatjs formats them', () => {
    // Decision 0077: a page reads a message with no ICU beyond `{name}` itself; in a browser build it
    // is parsed, as here. Every message of every catalogue, features' parts included.
    const files = catalogueFilesIn('src');
    let read = 0;
    for (const file of files) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const module = require(file) as Record<string, unknown>;
      const catalogue = Object.values(module).find((value): value is Record<string, string> => typeof value === 'object' && value !== null) ?? {};
      const locale = file.endsWith('.en.ts') ? 'en-ID' : 'id-ID';
      for (const [id, message] of Object.entries(catalogue)) {
        const names = [...message.matchAll(/\{\s*(\w+)/g)].map(([, name]) => name ?? '');
        for (const values of [Object.fromEntries(names.map((name) => [name, `«${name}»`])), Object.fromEntries(names.map((name) => [name, 1234.5]))]) {
          const ast = parse(message);
          const simple = readSimpleMessage(ast, values);
          if (simple === undefined) continue;
          read += 1;
          expect([file, id, simple]).toEqual([file, id, new IntlMessageFormat(ast, locale).format(values)]);
        }
      }
    }
    expect(files.length).toBeGreaterThanOrEqual(40);
    expect(read).toBeGreaterThan(1000);
  });
});
