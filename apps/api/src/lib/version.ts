/** The API's version, from apps/api/package.json (two folders up in the sources, one up beside the built server). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const file = [path.join(import.meta.dirname, '../../package.json'), path.join(import.meta.dirname, '../package.json')]
  .filter(existsSync)
  .find((candidate) => (JSON.parse(readFileSync(candidate, 'utf8')) as { name?: string }).name === '@gayaku/api');
export const APP_VERSION: string = file ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : '0.0.0';
