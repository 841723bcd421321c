// SPEC §5 password rules for a new password, as schemas/iam/registration.schema.json states them (12 to 128
// characters with an upper-case letter, a lower-case letter, a digit and a character that is neither). The
// server checks again; these give the reason before anything is sent.
import type { TFunction } from 'i18next';

export interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordValues, string>>;

/** The rules the new password breaks, as i18n keys under profile:password.rules. */
export function brokenRules(password: string): string[] {
  const broken: string[] = [];
  if (password.length < 12 || password.length > 128) broken.push('length');
  if (!/[A-Z]/.test(password)) broken.push('upper');
  if (!/[a-z]/.test(password)) broken.push('lower');
  if (!/[0-9]/.test(password)) broken.push('digit');
  if (!/[^A-Za-z0-9]/.test(password)) broken.push('symbol');
  return broken;
}

export function passwordErrors(values: PasswordValues, t: TFunction): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!values.current) errors.current = t('errors:validation.required');
  const broken = brokenRules(values.next);
  if (!values.next) errors.next = t('errors:validation.required');
  else if (broken.length > 0)
    errors.next = t('profile:password.weak', {
      rules: broken.map((rule) => t(`profile:password.rules.${rule}`)).join(', '),
    });
  else if (values.next === values.current) errors.next = t('profile:password.sameAsCurrent');
  if (!values.confirm) errors.confirm = t('errors:validation.required');
  else if (values.confirm !== values.next) errors.confirm = t('profile:password.mismatch');
  return errors;
}
