// The blocks are a versioned API (pdp-remote/BLOCKS.md): every value exported is documented there,
// and the version in the document is the one the code says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as blocks from './index';

const document = readFileSync(path.join(__dirname, '../../BLOCKS.md'), 'utf8');

/** The names in the first column of the table of values. */
function documentedValues(): string[] {
  const table = document.slice(document.indexOf('## Values'), document.indexOf('Types ('));
  return table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Za-z_]+)`/g)].map((match) => match[1] as string));
}

describe('the blocks API', () => {
  it('exports exactly the values BLOCKS.md documents', () => {
    expect(Object.keys(blocks).sort()).toEqual(documentedValues().sort());
  });

  it('says its version in the code and in the document alike', () => {
    expect(document).toContain(`**Version: ${blocks.BLOCKS_VERSION}**`);
    expect(document).toContain(`### ${blocks.BLOCKS_VERSION} (`);
  });
});
