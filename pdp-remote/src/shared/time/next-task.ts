// Work that should not share the task it was asked for in (issue 41): a long task split in two (the
// remote's code arriving, then its hydration), or a press whose own handler must stay short. The task
// that asks ends first, and the browser may paint and take input in between.

/** Resolves in a task of its own. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
