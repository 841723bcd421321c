// Where a 401 comes back to: only same-origin relative paths survive; callback paths are never remembered.
import { describe, expect, it } from 'vitest';
import { deniedPageHref, isCallbackPath, loginUrl, sanitizeNext } from '../../../src/api/redirect';
import { readDeniedPageQuery } from '../../../src/api/deniedPageQuery';

describe('next path', () => {
  it.each([
    ['/cdn/sites?page=2#top', '/cdn/sites?page=2#top'],
    ['/a/../b', '/b'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['cdn/sites', null],
    ['javascript:alert(1)', null],
    ['/x\u0000y', null],
    ['/x\ny', null],
    ['/oidc/callback?code=1', null],
    ['/callback', null],
    ['/login?next=/x', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(sanitizeNext(input)).toBe(expected);
  });

  it('knows callback paths', () => {
    expect(isCallbackPath('/google/callback')).toBe(true);
    expect(isCallbackPath('/google/callback/')).toBe(true);
    expect(isCallbackPath('/a/b/callback')).toBe(false);
    expect(isCallbackPath('/google/callbacks')).toBe(false);
    expect(isCallbackPath('/callback')).toBe(true);
  });

  it('builds /login?next=', () => {
    expect(loginUrl('/cdn/sites?x=1')).toBe('/login?next=%2Fcdn%2Fsites%3Fx%3D1');
    expect(loginUrl('/google/callback')).toBe('/login');
    expect(loginUrl(null)).toBe('/login');
  });

  it('builds and reads the address of a 404 or not-authorized page that remembers the path', () => {
    expect(deniedPageHref('/error-404', '/cdn/sitez?q=1')).toBe('/error-404?from=%2Fcdn%2Fsitez%3Fq%3D1');
    expect(deniedPageHref('/pages/miscellaneous/not-authorized', '/iam-management/user-group', 'iam')).toBe(
      '/pages/miscellaneous/not-authorized?from=%2Fiam-management%2Fuser-group&need=iam',
    );
    // Only same-origin paths are remembered.
    expect(deniedPageHref('/error-404', '//evil.example/x')).toBe('/error-404');
    expect(deniedPageHref('/error-404', null)).toBe('/error-404');
    expect(readDeniedPageQuery('?from=%2Fcdn%2Fsitez%3Fq%3D1&need=iam')).toEqual({
      from: '/cdn/sitez?q=1',
      need: 'iam',
    });
    expect(readDeniedPageQuery('?from=https%3A%2F%2Fevil.example&need=%3Cb%3E')).toEqual({});
    expect(readDeniedPageQuery('')).toEqual({});
  });
});
