import { afterEach, describe, expect, it } from 'vitest';
import { claimTab, userOfToken } from './tabOwner';

const b64url = (s: string) => btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenOf = (payload: object) =>
  `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.sig`;

afterEach(() => sessionStorage.clear());

describe('userOfToken', () => {
  it("reads a JWT's subject, base64url and all", () => {
    expect(userOfToken(tokenOf({ sub: '17', aud: 'kreolab' }))).toBe('17');
    // a payload whose base64url has «-» and «_» (characters of the standard alphabet differ)
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

describe('claimTab', () => {
  it("keeps the tab's input for the same user and forgets it for another", () => {
    expect(claimTab(tokenOf({ sub: '1' }))).toBe(false);
    sessionStorage.setItem('kreolab.brief-draft.new', '{"name":"Лето"}');
    expect(claimTab(tokenOf({ sub: '1' }))).toBe(false);
    expect(sessionStorage.getItem('kreolab.brief-draft.new')).toBe('{"name":"Лето"}');

    expect(claimTab(tokenOf({ sub: '2' }))).toBe(true);
    expect(sessionStorage.getItem('kreolab.brief-draft.new')).toBeNull();
    // the tab is now the second user's
    sessionStorage.setItem('kreolab.brief-draft.new', '{"name":"Осень"}');
    expect(claimTab(tokenOf({ sub: '2' }))).toBe(false);
    expect(sessionStorage.getItem('kreolab.brief-draft.new')).toBe('{"name":"Осень"}');
  });

  it('changes nothing for a token that names no user', () => {
    claimTab(tokenOf({ sub: '1' }));
    sessionStorage.setItem('kreolab.brief-draft.new', '{"name":"Лето"}');
    expect(claimTab('tok')).toBe(false);
    expect(sessionStorage.getItem('kreolab.brief-draft.new')).toBe('{"name":"Лето"}');
  });
});
