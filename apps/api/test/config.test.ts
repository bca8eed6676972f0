import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kreolab-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: 'eighty',
          ROLE: 'boss',
          DATABASE_URL: 'mysql://localhost/x',
          PUBLIC_URL: 'not a url',
          JWT_SECRET: 'short',
          ADMIN_TOKEN: 'short',
          LOG_LEVEL: 'loud',
          METRIKA_ID: 'abc',
        },
        tempDir(),
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(problems.sort()).toEqual(
      [
        'ADMIN_TOKEN',
        'DATABASE_URL',
        'JWT_SECRET',
        'LOG_LEVEL',
        'METRIKA_ID',
        'PORT',
        'PUBLIC_URL',
        'ROLE',
      ].sort(),
    );
    expect((error as Error).message).toMatch(/PORT/);
  });

  it('has working defaults on an empty environment, and is frozen', () => {
    const base = tempDir();
    const config = loadConfig({}, base);
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      role: 'all',
      dataDir: path.join(base, 'data'),
      db: { url: null, pgliteDir: path.join(base, 'data', 'db') },
      publicUrl: 'http://localhost:8080',
      metrikaId: null,
      adminToken: null,
      logLevel: 'info',
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => {
      (config as { port: number }).port = 1;
    }).toThrow();
  });

  it('treats empty values as unset and resolves DATA_DIR against the given base', () => {
    const base = tempDir();
    const config = loadConfig(
      { PORT: '', DATA_DIR: 'var/kreo', PUBLIC_URL: 'https://kreolab.ru/' },
      base,
    );
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.join(base, 'var', 'kreo'));
    expect(config.publicUrl).toBe('https://kreolab.ru');
  });

  it('generates JWT_SECRET once and keeps it in DATA_DIR/secret', () => {
    const base = tempDir();
    const first = loadConfig({}, base);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(base, 'data', 'secret'))).toBe(true);
    expect(readFileSync(path.join(base, 'data', 'secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({}, base).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }, base).jwtSecret).toBe('x'.repeat(32));
  });

  it('reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    const base = tempDir();
    const env = { JWT_SECRET: 'y'.repeat(32) };
    expect(loadConfig(env, base).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'true' }, base).trustProxy).toBe(true);
    expect(loadConfig({ ...env, TRUST_PROXY: '2' }, base).trustProxy).toBe(2);
    expect(loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, base).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(() => loadConfig({ ...env, TRUST_PROXY: 'everyone' }, base)).toThrow(/TRUST_PROXY/);
  });

  it('reads INIT_CWD when no base is given, as pnpm sets it', () => {
    const base = tempDir();
    const config = loadConfig({ INIT_CWD: base, JWT_SECRET: 'y'.repeat(32) });
    expect(config.dataDir).toBe(path.join(base, 'data'));
  });
});
