// Structured remote events for whoever collects logs (here: the console).
export function logEvent(level: 'warn' | 'error', event: string, details: Record<string, unknown>): void {
  console[level](`[pdp] ${event}`, details);
}
