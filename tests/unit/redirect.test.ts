import { describe, expect, it } from 'vitest';
import { loginUrl, sanitizeNext } from '../../src/api/redirect';

describe('next path', () => {
  it.each([
    ['/cdn/sites?page=2', '/cdn/sites?page=2'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    ['/oidc/callback?code=1', null],
    ['/login?next=/x', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(sanitizeNext(input)).toBe(expected);
  });

  it('builds /login?next=', () => {
    expect(loginUrl('/cdn/sites')).toBe('/login?next=%2Fcdn%2Fsites');
    expect(loginUrl('/google/callback')).toBe('/login');
  });
});
