// Named routes of the app shell (resource routes are named `<area>-<resource>-<screen>` by the engine).
export const routeNames = {
  root: 'root',
  login: 'auth-login',
  notFound: 'error-404',
  notAuthorized: 'not-authorized',
} as const;

export const paths = {
  root: '/',
  login: '/login',
  notFound: '/error-404',
  notAuthorized: '/pages/miscellaneous/not-authorized',
  home: '/cdn/sites',
} as const;
