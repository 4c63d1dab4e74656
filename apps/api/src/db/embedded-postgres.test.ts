/** The embedded server's connections follow DATABASE_POOL_SIZE: the shop opens two pools of that size (client.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_POOL_SIZE } from '../config.ts';
import { maxConnectionsSetting } from './embedded-postgres.ts';

describe('the embedded server’s connections', () => {
  it('hold both pools of any allowed size, the listener, a backup and psql; 40 by default', () => {
    expect(maxConnectionsSetting(DEFAULT_POOL_SIZE)).toBe('max_connections=40');
    for (let poolSize = 1; poolSize <= 100; poolSize++) {
      const connections = Number(maxConnectionsSetting(poolSize).split('=')[1]);
      expect(connections, `pool of ${poolSize}`).toBeGreaterThanOrEqual(2 * poolSize + 1 + 2);
    }
  });
});
