/**
 * `pnpm bench`: runs every benchmark in this folder, one after another, each in its own process
 * (so one's memory and timers cannot colour the next). A file is a benchmark when it ends in
 * `.ts` and is not this runner; `BENCH_ONLY=load` picks some by name.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const benches = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.d.ts'))
  .filter((f) => !only || only.includes(f.replace(/\.ts$/, '')))
  .sort();

let failed = 0;
for (const file of benches) {
  console.log(`\n### bench/${file}`);
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', path.join(here, file)],
    {
      stdio: 'inherit',
      cwd: path.dirname(here),
    },
  );
  console.log(
    `### bench/${file}: exit ${run.status ?? run.signal} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (run.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
