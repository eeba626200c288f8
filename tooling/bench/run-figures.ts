// What the bench does with the runs of a figure: runs interleaved across what they measure, and each
// figure's median and range.

/** `runs` runs of each of `keys`, interleaved (run 1 of each, then run 2 of each, …), so that a busy
 * moment of the machine falls on every key alike rather than on one key's runs. */
export async function interleavedRuns<K, T>(keys: readonly K[], runs: number, measure: (key: K) => Promise<T>): Promise<Map<K, T[]>> {
  const byKey = new Map<K, T[]>(keys.map((key) => [key, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const key of keys) byKey.get(key)!.push(await measure(key));
  }
  return byKey;
}

/** A figure of `runs`, picked from each: its median rounded, and its range. */
export function summaryOf<T>(runs: readonly T[]): { median: (pick: (run: T) => number) => number; range: (pick: (run: T) => number) => string } {
  return {
    median: (pick) => Math.round(median(runs.map(pick))),
    range: (pick) => rangeOf(runs.map(pick)),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The smallest and largest of `values`, rounded: `min–max`. */
export function rangeOf(values: number[]): string {
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
}

/** The value seen most often (the first of equals), for a label that varies between runs. */
export function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([, a], [, b]) => b - a)[0]?.[0] ?? '';
}

/** Each key of the records, with its median, minimum and maximum across them: `[key, median, min, max]`. */
export function medianOfEach(records: Record<string, number>[]): [string, number, number, number][] {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return keys.map((key) => {
    const values = records.map((record) => record[key] ?? 0);
    return [key, median(values), Math.min(...values), Math.max(...values)];
  });
}
