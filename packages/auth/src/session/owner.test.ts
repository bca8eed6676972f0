import { afterEach, describe, expect, it } from 'vitest';
import { claimFor, userOfToken } from './owner';

const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenOf = (payload: object) =>
  `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.sig`;
const DRAFT = 'kreolab.brief-draft.new';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('userOfToken', () => {
  it("reads a JWT's subject, base64url and all", () => {
    expect(userOfToken(tokenOf({ sub: '17', aud: 'kreolab' }))).toBe('17');
    // a payload whose base64url has «-» and «_» (where the standard alphabet has «+» and «/»)
    expect(tokenOf({ sub: '5', name: '>>>???' })).toMatch(/[-_]/);
    expect(userOfToken(tokenOf({ sub: '5', name: '>>>???' }))).toBe('5');
    expect(userOfToken(tokenOf({ sub: 42 }))).toBe('42');
  });

  it('is null for anything that names no user', () => {
    expect(userOfToken(null)).toBeNull();
    expect(userOfToken('tok')).toBeNull();
    expect(userOfToken('a.%%%.b')).toBeNull();
    expect(userOfToken(tokenOf({ aud: 'kreolab' }))).toBeNull();
  });
});

describe('claimFor', () => {
  it("keeps the tab's input for the same user and forgets it for another", () => {
    expect(claimFor(tokenOf({ sub: '1' }))).toEqual({ tab: false, browser: false });
    sessionStorage.setItem(DRAFT, '{"name":"Лето"}');
    expect(claimFor(tokenOf({ sub: '1' }))).toEqual({ tab: false, browser: false });
    expect(sessionStorage.getItem(DRAFT)).toBe('{"name":"Лето"}');

    expect(claimFor(tokenOf({ sub: '2' }))).toEqual({ tab: true, browser: true });
    expect(sessionStorage.getItem(DRAFT)).toBeNull();
    // the tab is now the second user's
    sessionStorage.setItem(DRAFT, '{"name":"Осень"}');
    expect(claimFor(tokenOf({ sub: '2' }))).toEqual({ tab: false, browser: false });
    expect(sessionStorage.getItem(DRAFT)).toBe('{"name":"Осень"}');
  });

  it('tells the browser from the tab: a new tab of another user', () => {
    claimFor(tokenOf({ sub: '1' }));
    sessionStorage.clear(); // a new tab: its own sessionStorage, the browser's localStorage
    expect(claimFor(tokenOf({ sub: '2' }))).toEqual({ tab: false, browser: true });
    expect(claimFor(tokenOf({ sub: '2' }))).toEqual({ tab: false, browser: false });
  });

  it('changes nothing for a token that names no user', () => {
    claimFor(tokenOf({ sub: '1' }));
    sessionStorage.setItem(DRAFT, '{"name":"Лето"}');
    expect(claimFor('tok')).toEqual({ tab: false, browser: false });
    expect(sessionStorage.getItem(DRAFT)).toBe('{"name":"Лето"}');
    expect(claimFor(tokenOf({ sub: '1' }))).toEqual({ tab: false, browser: false });
  });
});
