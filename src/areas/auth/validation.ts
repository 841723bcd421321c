// Client-side checks of the public auth forms, mirroring schemas/iam/registration.schema.json (the server
// checks the same again). Each returns a locale key with its values, or null when the value is fine.

export interface Problem {
  key: string;
  values?: Record<string, number | string>;
  /** The server's own words for the field (shown as they are). */
  text?: string;
}

/** Checks one field; `values` holds the whole form (for a confirmation). */
export type Check = (value: string, values: Readonly<Record<string, string>>) => Problem | null;

const required: Problem = { key: 'errors:validation.required' };

export const checkRequired: Check = (value) => (value.trim() === '' ? required : null);

/** Present at all (a password may be spaces). */
export const checkPresent: Check = (value) => (value === '' ? required : null);

// The shape browsers accept for type=email: something@domain.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const checkEmail: Check = (value) => {
  const v = value.trim();
  if (v === '') return required;
  if (v.length > 254 || !emailPattern.test(v)) return { key: 'auth:validation.email' };
  return null;
};

export const checkUsername: Check = (value) => {
  const v = value.trim();
  if (v === '') return required;
  if (v.length < 3 || v.length > 64 || !/^[A-Za-z][A-Za-z0-9.-]*$/.test(v)) {
    return { key: 'auth:validation.username' };
  }
  return null;
};

export const checkTenantName: Check = (value) => {
  const v = value.trim();
  if (v === '') return required;
  if (v.length < 3 || v.length > 63 || !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(v)) {
    return { key: 'auth:validation.tenantName' };
  }
  return null;
};

/** The password rules: 12 to 128 characters with upper case, lower case, a digit and a symbol. */
export const passwordRules = [
  { id: 'length', test: (v: string) => v.length >= 12 && v.length <= 128 },
  { id: 'lower', test: (v: string) => /[a-z]/.test(v) },
  { id: 'upper', test: (v: string) => /[A-Z]/.test(v) },
  { id: 'digit', test: (v: string) => /[0-9]/.test(v) },
  { id: 'symbol', test: (v: string) => /[^A-Za-z0-9]/.test(v) },
] as const;

export const checkNewPassword: Check = (value) => {
  if (value === '') return required;
  return passwordRules.every((rule) => rule.test(value)) ? null : { key: 'auth:validation.passwordRules' };
};

/** The confirmation repeats the form's `password`. */
export const checkConfirmation: Check = (value, values) => {
  if (value === '') return required;
  return value === values.password ? null : { key: 'auth:validation.passwordMismatch' };
};

export const checkAccepted: Check = (value) =>
  value === 'yes' ? null : { key: 'auth:validation.acceptTerms' };
