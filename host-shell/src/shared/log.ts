// Structured host events for whoever collects logs (here: the console).
export function logHostError(event: string, details: Record<string, unknown>): void {
  console.error(`[host] ${event}`, details);
}
