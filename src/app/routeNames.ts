// Named routes of the app shell and where they lead (SPEC §2 "named forms"). `href(name, params)` builds a
// path from a name; its parameters are typed from the pattern, so a missing or extra parameter is a type
// error. Resource routes are named `<area>-<resource>-<screen>` by the engine and found at run time
// (`routePath` in consoleRoutes.ts), since areas declare them.

import { notAuthorizedPath } from '../api/client';
import { defaultHomePath, loginPath } from '../api/redirect';
import { notFoundPath } from '../engine/paths';

/** Name → React Router pattern of every route the shell itself registers. The client layer and the engine
 *  redirect to three of them and keep those paths (they cannot import the app); they are read from there. */
export const namedRoutes = {
  root: '/',
  'auth-login': loginPath,
  'auth-register': '/register',
  'register-success': '/register-success',
  /** Also the reset form: the reset mail links to /forgot-password?token=. */
  'auth-forgot-password': '/forgot-password',
  'verify-success': '/verify-success',
  'email-login': '/email-login',
  'default-callback': '/:idp/callback',
  'error-404': notFoundPath,
  'not-authorized': notAuthorizedPath,
} as const;

export type RouteName = keyof typeof namedRoutes;

/** The `:name` parameters of a pattern ("/:idp/callback" → "idp"). */
export type PathParamNames<Pattern extends string> = Pattern extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParamNames<`/${Rest}`>
  : Pattern extends `${string}:${infer Param}`
    ? Param
    : never;

/** No argument for a pattern without parameters; exactly its parameters otherwise. */
export type HrefArgs<Pattern extends string> = [PathParamNames<Pattern>] extends [never]
  ? []
  : [params: { readonly [K in PathParamNames<Pattern>]: string }];

/** Fill a pattern's parameters, each encoded as one path segment. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Route parameter "${name}" is missing.`);
    return encodeURIComponent(value);
  });
}

/** The path of a named route: `href('auth-login')`, `href('default-callback', { idp })`. */
export function href<Name extends RouteName>(
  name: Name,
  ...args: HrefArgs<(typeof namedRoutes)[Name]>
): string {
  const [params] = args as [Readonly<Record<string, string>>?];
  return fillPattern(namedRoutes[name], params);
}

/** A path with query values (empty values left out): `withQuery(href('auth-login'), { next })`. */
export function withQuery(path: string, query: Readonly<Record<string, string | null | undefined>>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

// Route names and paths by role (`routeNames.login`, `paths.login`), for code that names a route by what it
// is for (one source: `namedRoutes`).
export const routeNames = {
  root: 'root',
  login: 'auth-login',
  register: 'auth-register',
  registerSuccess: 'register-success',
  forgotPassword: 'auth-forgot-password',
  verifySuccess: 'verify-success',
  emailLogin: 'email-login',
  idpCallback: 'default-callback',
  notFound: 'error-404',
  notAuthorized: 'not-authorized',
} as const satisfies Record<string, RouteName>;

export const paths = {
  root: namedRoutes.root,
  login: namedRoutes['auth-login'],
  register: namedRoutes['auth-register'],
  registerSuccess: namedRoutes['register-success'],
  /** Also the reset form: the reset mail links to /forgot-password?token=. */
  forgotPassword: namedRoutes['auth-forgot-password'],
  verifySuccess: namedRoutes['verify-success'],
  emailLogin: namedRoutes['email-login'],
  idpCallback: namedRoutes['default-callback'],
  notFound: namedRoutes['error-404'],
  notAuthorized: namedRoutes['not-authorized'],
  home: defaultHomePath,
} as const;
