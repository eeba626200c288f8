/**
 * @jest-environment node
 */
// A look at a file shared by whoever asks while it is under way, and only then: the next look sees
// the file as it is now, and a missing file is missing for each of them.
import { promises as fs, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sharedStat } from './shared-stat';
import { scratchDir } from '@pdp/test-kit/scratch-dir';

const aFile = (content: string) => {
  const filePath = path.join(scratchDir('shared-stat-'), 'runtime-config.json');
  writeFileSync(filePath, content);
  return filePath;
};

it('looks once for the callers that ask at the same moment', async () => {
  const filePath = aFile('{}');
  const stat = jest.spyOn(fs, 'stat');
  try {
    const [first, second, third] = await Promise.all([sharedStat(filePath), sharedStat(filePath), sharedStat(filePath)]);
    expect(stat).toHaveBeenCalledTimes(1);
    expect(first.size).toBe(2);
    expect(second).toBe(first);
    expect(third).toBe(first);
  } finally {
    stat.mockRestore();
  }
});

it('looks again once a look has answered, and sees the file as it is now', async () => {
  const filePath = aFile('{}');
  expect((await sharedStat(filePath)).size).toBe(2);
  writeFileSync(filePath, '{"a":1}');
  expect((await sharedStat(filePath)).size).toBe(7);
});

it('says a missing file is missing to every caller, and looks again next time', async () => {
  const filePath = path.join(scratchDir('shared-stat-'), 'none.json');
  await expect(Promise.all([sharedStat(filePath), sharedStat(filePath)])).rejects.toMatchObject({ code: 'ENOENT' });
  writeFileSync(filePath, '{}');
  expect((await sharedStat(filePath)).isFile()).toBe(true);
});
