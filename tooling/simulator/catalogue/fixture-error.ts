// How a fixture file that does not fit its schema is reported: the file, the field path and what is
// wrong, so a broken catalogue stops the simulator at start-up with a message that says where to look.
import type { z } from 'zod';

export class FixtureError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
    /** Further problems of the same file (`field problem` each), reported at once rather than one per run. */
    others: readonly string[] = [],
  ) {
    super([`${file}: ${field} ${problem}`, ...others.map((other) => `${file}: ${other}`)].join('\n'));
  }
}

/** `['items', 0, 'price']` → `items[0].price`; a path into a file whose root is a list starts `(root)[0]`. */
function fieldOf(path: readonly PropertyKey[]): string {
  const field = path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text || '(root)'}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
  return field || '(root)';
}

/** Parses a file's JSON through its schema; any problem becomes a FixtureError naming the file and the fields. */
export function parseFixture<Schema extends z.ZodType>(schema: Schema, raw: unknown, file: string): z.output<Schema> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  // A value that fails several checks (empty, then not a sku) reads best as its first problem only.
  const problems = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (!problems.has(field)) problems.set(field, issue.message);
  }
  // A failed parse has at least one issue; the fallback only satisfies the type of the list.
  const [[field, problem] = ['(root)', 'is not valid'], ...others] = problems;
  throw new FixtureError(
    file,
    field,
    problem,
    others.map(([otherField, otherProblem]) => `${otherField} ${otherProblem}`),
  );
}
