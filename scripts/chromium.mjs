/**
 * Debian's Chromium, as the browser journeys (e2e) and the storefront benchmark (bench/web) start it:
 * no browser is ever downloaded. The flags let it run as root in a container and keep it from
 * reaching the network on its own (updates, sync, QUIC).
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH, or /usr/bin/chromium; throws with the way to install it when it is not there. */
export function chromiumPath() {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) {
    throw new Error(`Chromium not found at ${chromePath}. Install it with 'apt-get install -y chromium' or set CHROME_PATH.`);
  }
  return chromePath;
}
