// routing.md: "Named routes" — href() builds paths from names, typed by the pattern's parameters.
import { describe, expect, it } from 'vitest';
import { href, namedRoutes, paths, routeNames, withQuery } from '../../../src/app/routeNames';

describe('routing.md: named routes', () => {
  it('builds the path of a named route without parameters', () => {
    expect(href('auth-login')).toBe('/login');
    expect(href('auth-register')).toBe('/register');
    expect(href('auth-forgot-password')).toBe('/forgot-password');
    expect(href('verify-success')).toBe('/verify-success');
    expect(href('email-login')).toBe('/email-login');
    expect(href('not-authorized')).toBe('/pages/miscellaneous/not-authorized');
  });

  it('fills and encodes parameters', () => {
    expect(href('default-callback', { idp: 'a b/c' })).toBe('/a%20b%2Fc/callback');
  });

  it('refuses a wrong parameter set at compile time and an empty value at run time', () => {
    // @ts-expect-error default-callback needs its idp parameter
    expect(() => href('default-callback')).toThrow(/idp/);
    // @ts-expect-error auth-login takes no parameters
    expect(href('auth-login', { idp: 'x' })).toBe('/login');
    // @ts-expect-error a parameter of another name
    expect(() => href('default-callback', { id: 'x' })).toThrow(/idp/);
    // @ts-expect-error an unknown route name
    expect(() => href('no-such-route')).toThrow();
    expect(() => href('default-callback', { idp: '' })).toThrow(/idp/);
  });

  it('adds query values, leaving empty ones out', () => {
    expect(withQuery(href('auth-login'), { next: '/cdn/sites?page=2', tenant_id: null })).toBe(
      '/login?next=%2Fcdn%2Fsites%3Fpage%3D2',
    );
    expect(withQuery('/login', {})).toBe('/login');
  });

  it('keeps the older name and path maps in step with the one map', () => {
    for (const name of Object.values(routeNames)) expect(namedRoutes[name]).toBeTruthy();
    expect(paths.login).toBe(namedRoutes['auth-login']);
    expect(paths.notFound).toBe(namedRoutes['error-404']);
  });
});
