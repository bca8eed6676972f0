/**
 * The simulated viewers' seed when none is given, and the one the server gives: one population for
 * every creative, so a creative's figures do not change from one research of it to the next
 * (the command line draws the same viewers), and the variants of a comparison are seen by the
 * same viewers, their differences the creatives' and not the draw's.
 */
export const VIEWERS_SEED = 1;

/** Seeded pseudo-random numbers (mulberry32): deterministic batches for a given seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Hashes a string and numbers into a 32-bit seed (FNV-1a). */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Standard normal draw (Box–Muller). */
export function normal(rnd: () => number): number {
  return Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
}
