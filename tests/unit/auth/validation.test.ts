// src/areas/auth/specs/sign-in.md "MUST check fields on blur and on submit": the client-side rules mirror
// schemas/iam/registration.schema.json.
import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  checkEmail,
  checkNewPassword,
  checkTenantName,
  checkUsername,
} from '../../../src/areas/auth/validation';

const none = {};

describe("MUST check fields on blur and on submit, put the server's field errors on their fields, and show the pending state while submitting", () => {
  it('password rules: 12–128 characters, upper, lower, digit and symbol', () => {
    expect(checkNewPassword('', none)?.key).toBe('errors:validation.required');
    for (const weak of [
      'Short-1a',
      'alllowercase-123',
      'ALLUPPERCASE-123',
      'NoDigitsHere-x',
      'NoSymbols12345',
      'A1-' + 'a'.repeat(126),
    ]) {
      expect(checkNewPassword(weak, none)?.key, weak).toBe('auth:validation.passwordRules');
    }
    expect(checkNewPassword('Correct-Horse-42', none)).toBeNull();
  });

  it('the confirmation repeats the password', () => {
    expect(checkConfirmation('Correct-Horse-42', { password: 'Correct-Horse-43' })?.key).toBe(
      'auth:validation.passwordMismatch',
    );
    expect(checkConfirmation('Correct-Horse-42', { password: 'Correct-Horse-42' })).toBeNull();
  });

  it('tenant names, usernames and email addresses as the server accepts them', () => {
    expect(checkTenantName('demo-telecom-tenant', none)).toBeNull();
    for (const bad of ['ab', 'Demo', '-demo', 'demo-', 'de mo'])
      expect(checkTenantName(bad, none)).not.toBeNull();
    expect(checkUsername('an.nguyen', none)).toBeNull();
    for (const bad of ['an', '1abc', 'a b c']) expect(checkUsername(bad, none)).not.toBeNull();
    expect(checkEmail('name@example.com', none)).toBeNull();
    for (const bad of ['name', 'name@', 'name@example', 'a b@example.com'])
      expect(checkEmail(bad, none)).not.toBeNull();
  });
});
