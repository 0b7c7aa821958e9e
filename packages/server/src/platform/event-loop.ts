/**
 * Lets the process serve what is waiting (requests, timers) before long work goes on. The embedded
 * database runs its queries on this thread and answers them as resolved promises, so a chain of awaited
 * queries never gives the event loop a turn: without this, a minute of work in batches (the alert job)
 * is a minute in which no request is even read. A PostgreSQL server's answers arrive as I/O and yield by
 * themselves; this costs them nothing.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
