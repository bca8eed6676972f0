import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/**
 * PGlite is PostgreSQL in one process: a second process opening the same folder would corrupt
 * it, and PGlite does not lock it itself. A pid file next to it refuses the second process;
 * one left by a process that died (or that is dead but not yet reaped) is taken over.
 */
export function lockPgliteDir(dir: string): () => void {
  const file = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8').trim());
      // a predecessor killed a moment ago may still be exiting: give it a little while
      const until = Date.now() + EXIT_WAIT_MS;
      while (owner && owner !== process.pid && isAlive(owner) && Date.now() < until) pause(100);
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `The embedded database ${dir} is in use by process ${owner}. PGlite serves one process: ` +
            'stop it, or set DATABASE_URL to run several processes on PostgreSQL.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

/** How long a lock's owner that still answers is given to finish exiting before refusal. */
const EXIT_WAIT_MS = 2000;

/** Blocks this thread: the lock is taken once, at start, before anything else runs. */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/**
 * A process that died but was not reaped (a zombie, state Z in /proc on Linux) still answers
 * kill(pid, 0), yet holds nothing. A server killed with its parent leaves one where the PID 1
 * of a container does not reap orphans, and the restart after the crash was refused for good
 * (the browser suite's restart in the middle of an upload, apps/web/e2e/upload-resume.spec.ts).
 * Elsewhere, without /proc, a process that answers is taken as alive.
 */
function isZombie(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync('/proc/self/stat');
  }
  // "pid (comm) state ...": comm may hold spaces and parentheses, the state follows the last ")"
  const state = stat.slice(stat.lastIndexOf(')') + 2).charAt(0);
  return state === 'Z' || state === 'X';
}
