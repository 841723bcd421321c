// Named routes of the app shell (resource routes are named `<area>-<resource>-<screen>` by the engine).
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
} as const;

export const paths = {
  root: '/',
  login: '/login',
  register: '/register',
  registerSuccess: '/register-success',
  /** Also the reset form: the reset mail links to /forgot-password?token=. */
  forgotPassword: '/forgot-password',
  verifySuccess: '/verify-success',
  emailLogin: '/email-login',
  idpCallback: '/:idp/callback',
  notFound: '/error-404',
  notAuthorized: '/pages/miscellaneous/not-authorized',
  home: '/cdn/sites',
} as const;
