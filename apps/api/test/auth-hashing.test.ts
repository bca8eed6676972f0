import type * as argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi, type Mock } from 'vitest';
import type { TestApp } from './helpers/build';

/**
 * A login for an unknown address must cost the same hashing work as a wrong password, or its
 * time tells which addresses have accounts. Counted, not timed: a login's time on a loaded
 * machine says little (a timed version of this test failed when files ran side by side). The
 * same work is one verification against an Argon2id hash of the same parameters.
 */
describe('POST /auth/jwt/login: the same hashing work whether or not the account exists', () => {
  let t: TestApp;
  let verify: Mock<typeof argon2.verify>;
  let login: (email: string) => Promise<string>;
  let registerAndVerify: (email: string) => Promise<unknown>;

  beforeAll(async () => {
    // Files share modules (vitest.config.ts), so the server is imported again here, after the
    // spy is in place. The spy watches; every verification still runs the real Argon2id.
    vi.resetModules();
    vi.doMock('@node-rs/argon2', async (importOriginal) => {
      const real = await importOriginal<typeof argon2>();
      return { ...real, verify: vi.fn(real.verify) };
    });
    verify = vi.mocked((await import('@node-rs/argon2')).verify);
    const { buildTestApp } = await import('./helpers/build');
    const accounts = await import('./helpers/accounts');
    t = await buildTestApp();
    const api = accounts.authClient(t.app);
    login = async (email) => (await api.login(email, 'Wrong-pass-1!')).json().code as string;
    registerAndVerify = (email) => accounts.registerAndVerify(t.app, t.dataDir, email);
  });

  afterAll(async () => {
    await t.close();
    vi.doUnmock('@node-rs/argon2');
    vi.resetModules();
  });

  const verifiedAgainst = async (email: string) => {
    verify.mockClear();
    expect(await login(email)).toBe('LOGIN_BAD_CREDENTIALS');
    return verify.mock.calls.map(([hash]) => String(hash));
  };
  const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$');

  it('one Argon2id verification of the same parameters for a wrong password and for an unknown address', async () => {
    await registerAndVerify('known@example.com');
    const wrong = await verifiedAgainst('known@example.com');
    const unknown = await verifiedAgainst('nobody@example.com');
    expect(wrong).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    expect(parameters(unknown[0]!)).toBe('$argon2id$v=19$m=19456,t=2,p=1');
    expect(parameters(unknown[0]!)).toBe(parameters(wrong[0]!));
    expect(unknown[0]).not.toBe(wrong[0]);
  });
});
