/** Paths shared by the server launcher (serve.mjs) and the journeys. */
import os from 'node:os';
import path from 'node:path';

/** The private copy of the built storefront the e2e server on `port` serves. */
export function servedWebDir(port) {
  return path.join(os.tmpdir(), `gayaku-e2e-web-${port}`);
}
