// The worker thread of sampleMemory() (processes.ts): a worker does not inherit the parent's
// `--import tsx`, so it registers tsx itself before loading the TypeScript it runs.
import { register } from 'tsx/esm/api';

register();
await import('./memory-sampler.ts');
