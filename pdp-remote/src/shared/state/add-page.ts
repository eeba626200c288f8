// Pages of a list as they arrive (spec §4 Discussions; the reviews read the same way): the first page
// replaces the list, a later one is added below, and an entry already listed is not listed twice.
export function addPage<T extends { id: string }>(current: readonly T[], page: number, incoming: readonly T[]): T[] {
  if (page <= 1) return [...incoming];
  const seen = new Set(current.map((entry) => entry.id));
  return [...current, ...incoming.filter((entry) => !seen.has(entry.id))];
}
