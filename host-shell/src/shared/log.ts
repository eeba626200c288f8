// Structured host events for whoever collects logs (here: the console).
export function logHostError(event: string, details: Record<string, unknown>): void {
  console.error(`[host] ${event}`, details);
}

/** Something went wrong that the shopper never notices (an analytics batch lost). */
export function logHostWarning(event: string, details: Record<string, unknown>): void {
  console.warn(`[host] ${event}`, details);
}
