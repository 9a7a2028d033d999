/**
 * Resolves in a task of its own, so that what follows does not lengthen the task that asked: the browser's
 * scheduler.yield where it has one (it keeps the caller's place ahead of other tasks), else a zero-delay timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
