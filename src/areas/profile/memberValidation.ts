// Client-side checks of the member form, the same rules as schemas/iam/member.schema.json (the server checks
// them again): a clear message per field before anything is sent.
import type { TFunction } from 'i18next';

export interface MemberValues {
  username: string;
  email: string;
  full_name: string;
  role: 'customer' | 'administrator';
}

export type MemberErrors = Partial<Record<keyof MemberValues, string | undefined>>;

const usernamePattern = /^[A-Za-z][A-Za-z0-9.-]*$/;
// What the server's `email` format accepts in practice: something@something.tld, no spaces.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors of the values; `edit` checks only what can be changed (name and role). */
export function memberFieldErrors(values: MemberValues, mode: 'create' | 'edit', t: TFunction): MemberErrors {
  const errors: MemberErrors = {};
  if (mode === 'create') {
    const username = values.username.trim();
    if (!username) errors.username = t('errors:validation.required');
    else if (username.length < 3 || username.length > 64 || !usernamePattern.test(username))
      errors.username = t('profile:groupMember.usernameHint');
    const email = values.email.trim();
    if (!email) errors.email = t('errors:validation.required');
    else if (email.length > 254 || !emailPattern.test(email))
      errors.email = t('profile:groupMember.emailInvalid');
  }
  if (values.full_name.length > 200) errors.full_name = t('errors:validation.maxLength', { limit: 200 });
  return errors;
}
