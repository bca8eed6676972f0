/**
 * Polls `probe` until it yields a truthy value and returns that value; after `timeoutMs` it
 * fails, naming `what`. For what arrives a moment later: notices, jobs, other processes.
 */
export async function until<T>(
  probe: () => T | Promise<T>,
  what: string,
  { timeoutMs = 5_000, intervalMs = 20 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
