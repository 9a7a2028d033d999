import { describe, expect, it } from 'vitest';
import { returnPathFrom } from './returnTo';

describe('the page to return to after signing in', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(returnPathFrom({ from: '/CareerZoneDetails/42' })).toBe('/CareerZoneDetails/42');
    expect(returnPathFrom({ from: '/MentorSection?search=data#list' })).toBe('/MentorSection?search=data#list');
  });

  it('refuses other hosts, schemes and odd characters', () => {
    expect(returnPathFrom({ from: '//evil.example/x' })).toBeNull();
    expect(returnPathFrom({ from: '/\\evil.example' })).toBeNull();
    expect(returnPathFrom({ from: 'https://evil.example' })).toBeNull();
    expect(returnPathFrom({ from: 'javascript:alert(1)' })).toBeNull();
    expect(returnPathFrom({ from: '/view\n//evil' })).toBeNull();
  });

  it('ignores missing state and the sign-in pages themselves', () => {
    expect(returnPathFrom(null)).toBeNull();
    expect(returnPathFrom({ from: 42 })).toBeNull();
    expect(returnPathFrom({ from: '/' })).toBeNull();
    expect(returnPathFrom({ from: '/MentorLogin?x=1' })).toBeNull();
  });
});
