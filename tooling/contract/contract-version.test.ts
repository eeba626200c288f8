// The host contract's version is its package's (moved by changesets, which writes CHANGELOG.md too),
// and code reads it from there (CONTRACT_VERSION).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, isContractCompatible } from '@pdp/host-contract/contract';

const root = path.join(__dirname, '../../shared-contracts/host-contract');

describe('the contract version', () => {
  it('has its entry in the changelog', () => {
    expect(readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8')).toContain(`## ${CONTRACT_VERSION}\n`);
  });

  it('accepts a partner of the same major only', () => {
    const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];
    expect(isContractCompatible(`${major}.0.0`)).toBe(true);
    expect(isContractCompatible(`${major}.${minor + 1}.0`)).toBe(true);
    expect(isContractCompatible(`${major + 1}.0.0`)).toBe(false);
  });
});
