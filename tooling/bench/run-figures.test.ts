import { interleavedRuns, summaryOf } from './run-figures';

describe('the runs of a bench figure', () => {
  it('interleaves the runs of each key, run by run, and keeps each key’s runs in order', async () => {
    const calls: string[] = [];
    const runs = await interleavedRuns(['shoes', 'rice'], 3, async (page) => {
      calls.push(page);
      return `${page} ${calls.filter((call) => call === page).length}`;
    });
    expect(calls).toEqual(['shoes', 'rice', 'shoes', 'rice', 'shoes', 'rice']);
    expect([...runs]).toEqual([
      ['shoes', ['shoes 1', 'shoes 2', 'shoes 3']],
      ['rice', ['rice 1', 'rice 2', 'rice 3']],
    ]);
  });

  it('gives a figure’s rounded median and its range', () => {
    const { median, range } = summaryOf([{ ms: 10.4 }, { ms: 30.6 }, { ms: 12.6 }, { ms: 11 }]);
    expect(median((run) => run.ms)).toBe(12);
    expect(range((run) => run.ms)).toBe('10–31');
  });
});
