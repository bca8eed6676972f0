import { describe, expect, it } from 'vitest';
import { build } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db';
import { featureHandlers, mergeHandlers, type Handlers } from '../src/routes';

describe('handler registry', () => {
  it('refuses the same operation in two features', () => {
    expect(() =>
      mergeHandlers({
        a: { health: () => ({ status: 'ok' }) },
        b: { health: () => ({ status: 'ok' }) },
      }),
    ).toThrow(/health is handled twice/);
  });

  it('lets an override replace a feature handler', () => {
    const override = () => ({ status: 'ok' as const });
    expect(mergeHandlers(featureHandlers, { health: override }).get('health')).toBe(override);
  });

  it('stops the build when a handler names an operation the contract lacks', async () => {
    const config = {
      ...loadConfig({ DATA_DIR: '/tmp/kreolab-registry', JWT_SECRET: 'z'.repeat(32) }),
      db: { url: null, pgliteDir: 'memory://' },
    };
    const database = openDatabase(config.db);
    const handlers = { listLabz: () => ({}) } as unknown as Handlers;
    await expect(build({ config, logger: false, database, handlers })).rejects.toThrow(/listLabz/);
    await database.close();
  });
});
