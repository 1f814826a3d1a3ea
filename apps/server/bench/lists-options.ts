/** The command line of `npm run bench:lists` (lists.bench.ts's header shows its uses). */
import { benchOption } from './bench-client.js';
import { freshSeed } from './lists-random.js';

const args = process.argv.slice(2);
export const flag = (name: string) => args.includes(`--${name}`);
export const option = (name: string, fallback: number) => benchOption(args, name, fallback);
/** The word after `--name`, if given. */
export const text = (name: string) => (flag(name) ? (args[args.indexOf(`--${name}`) + 1] ?? '') : undefined);

export const EMBEDDED = flag('embedded');
export const N = option('orders', EMBEDDED ? 200_000 : 1_000_000);
export const CONCURRENCY = option('concurrency', 8);
export const ROUNDS = option('rounds', 25);
/** Runs only the cases whose "list case" text contains this. */
export const ONLY = text('only') ?? '';
export const RANDOM = option('random', 300);
/** Measures only the random cases whose "list case" text matches this regular expression. */
const grep = text('grep');
export const GREP = grep === undefined ? undefined : new RegExp(grep);
export const RANDOM_ROUNDS = option('random-rounds', 5);
export const SEED = flag('seed') ? option('seed', 0) : process.env.BENCH_SEED ? Number(process.env.BENCH_SEED) : freshSeed();
export const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/certdesk_bench';
