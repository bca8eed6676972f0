import { describe, expect, it } from 'vitest';
import { avatarInitial } from './UserMenu';

describe('avatarInitial', () => {
  it('takes the first letter of the first name', () => {
    expect(avatarInitial('анна')).toBe('А');
    expect(avatarInitial(' Boris')).toBe('B');
  });
  it('falls back to P', () => {
    expect(avatarInitial('')).toBe('P');
    expect(avatarInitial(null)).toBe('P');
    expect(avatarInitial(undefined)).toBe('P');
  });
});
