/**
 * sampleMemory()'s worker (processes.ts): every `everyMs` the RSS of the shop's processes, and every
 * fourth tick their PSS and the tree read again (the processes come and go: PostgreSQL's backends
 * with the pool), folded into the peaks the load generator's thread reads when the phase ends.
 */
import { workerData } from 'node:worker_threads';
import { foldPeak, memoryOf, processTree } from './processes.ts';

const { pid, serverPid, everyMs, peaks } = workerData as { pid: number; serverPid: number; everyMs: number; peaks: Int32Array };
const FULL_EVERY = 4;

let pids: number[] = [];
let tick = 0;
setInterval(() => {
  const full = tick++ % FULL_EVERY === 0;
  if (full) pids = processTree(pid).map((p) => p.pid);
  foldPeak(peaks, memoryOf(pids, serverPid, full), full);
}, everyMs);
