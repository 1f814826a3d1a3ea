/**
 * Seeded randomness for the contract's property tests (not exported by the package): a seed taken
 * from an environment variable or the clock and printed with how to repeat it, and mulberry32 over it.
 */

// The contract compiles without Node's types (it runs in the browser too); its tests run in Node.
const node = globalThis as unknown as { process: { env: Record<string, string | undefined> }; console: { log(s: string): void } };

/** The seed in `env`, else a new one; printed as "<label>: seed N (repeat with ENV=N)". */
export function printedSeed(env: string, label: string): number {
  const seed = Number(node.process.env[env] ?? Date.now() % 2 ** 31);
  node.console.log(`${label}: seed ${seed} (repeat with ${env}=${seed})`);
  return seed;
}

/** A float in [0, 1) per call, the same sequence for the same seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
