// The contract's version is stated once for people (shared-contracts' package.json and CHANGELOG.md)
// and once for code (CONTRACT_VERSION); they agree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_VERSION, isContractCompatible } from '@pdp/shared-contracts';

const root = path.join(__dirname, '../../shared-contracts');

describe('the contract version', () => {
  it('is the package version, and the changelog has its entry', () => {
    const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    expect(pkg.version).toBe(CONTRACT_VERSION);
    expect(readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8')).toContain(`## ${CONTRACT_VERSION}\n`);
  });

  it('accepts a partner of the same major only', () => {
    const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];
    expect(isContractCompatible(`${major}.0.0`)).toBe(true);
    expect(isContractCompatible(`${major}.${minor + 1}.0`)).toBe(true);
    expect(isContractCompatible(`${major + 1}.0.0`)).toBe(false);
  });
});
