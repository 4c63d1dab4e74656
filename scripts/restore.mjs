#!/usr/bin/env node
/**
 * `npm run restore -- FILE`: a backup into an empty database and an empty uploads folder. The work is
 * apps/api/src/db/backup/cli.ts, TypeScript run through tsx's loader; this file only starts it.
 */
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../apps/api/src/db/backup/cli.ts');
// npm runs scripts from the root; INIT_CWD is the folder the command was typed in (for relative paths).
process.exitCode = await runCli(['restore', ...process.argv.slice(2)], process.env.INIT_CWD ?? process.cwd());
