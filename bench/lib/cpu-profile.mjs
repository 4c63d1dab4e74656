/**
 * `--cpu-prof` for a shop started through `npm start`: Node refuses `--cpu-prof` in NODE_OPTIONS,
 * and scripts/start.mjs passes no flags to the server it spawns, so the benchmark preloads this
 * module into every node process of the shop (NODE_OPTIONS=--import) instead. With
 * BENCH_CPU_PROF_DIR set, it profiles the process through the inspector (same sampling as
 * --cpu-prof) and writes `node-<pid>.cpuprofile` there when the process exits; the benchmark keeps
 * the server's and removes the launcher's. Without the variable it does nothing.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';

const dir = process.env.BENCH_CPU_PROF_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // A same-thread inspector session answers synchronously, so this works inside 'exit'.
  process.on('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(path.join(dir, `node-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
