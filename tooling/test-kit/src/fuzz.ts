// Arbitrary backend answers for property tests of the normalisers (fast-check): any JSON at all, and
// answers close to a valid sample, where any field may be missing or replaced by any JSON value.
import fc from 'fast-check';

/** Answers shaped like `sample`, each field kept, dropped or replaced by arbitrary JSON. */
export function nearly(sample: unknown): fc.Arbitrary<unknown> {
  if (Array.isArray(sample))
    return fc.oneof({ weight: 4, arbitrary: fc.array(nearly(sample[0] ?? null), { maxLength: 4 }) }, { weight: 1, arbitrary: fc.jsonValue() });
  if (sample !== null && typeof sample === 'object') {
    const fields = Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, nearly(value)]));
    return fc.oneof({ weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) }, { weight: 1, arbitrary: fc.jsonValue() });
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(sample) },
    { weight: 1, arbitrary: fc.jsonValue() },
    { weight: 1, arbitrary: fc.constantFrom(NaN, Infinity, -1, '', '<script>', null) },
  );
}

/** Any answer: arbitrary JSON, or one close to the sample. */
export const anyAnswer = (sample: unknown) => fc.oneof(fc.jsonValue(), nearly(sample), nearly(sample));

/** The property holds for `runs` answers (fast-check's shrinking names the smallest that breaks it). */
export function forEveryAnswer(sample: unknown, check: (raw: unknown) => void, runs = 400): void {
  fc.assert(fc.property(anyAnswer(sample), check), { numRuns: runs });
}

export const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
