// The profile forms' own checks (SPEC §5): the password rules and confirmation, the member form's username and
// email, and the access token's expiry and bearer form.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { brokenRules, passwordErrors } from '../../../src/areas/profile/passwordRules';
import { memberFieldErrors } from '../../../src/areas/profile/memberValidation';
import { bearerToken, expiresAt } from '../../../src/areas/profile/CreateTokenDialog';

const t = ((key: string) => key) as unknown as TFunction;

describe('profile rules', () => {
  it('MUST check the new password against the rules and its confirmation before sending', () => {
    expect(brokenRules('Strong-Pass-12')).toEqual([]);
    expect(brokenRules('short')).toEqual(['length', 'upper', 'digit', 'symbol']);
    expect(brokenRules('alllowercase-123')).toEqual(['upper']);
    expect(
      passwordErrors({ current: 'Old-Pass-1234', next: 'Strong-Pass-12', confirm: 'Strong-Pass-12' }, t),
    ).toEqual({});
    expect(passwordErrors({ current: '', next: 'short', confirm: 'other' }, t)).toEqual({
      current: 'errors:validation.required',
      next: 'profile:password.weak',
      confirm: 'profile:password.mismatch',
    });
    expect(
      passwordErrors({ current: 'Same-Pass-1234', next: 'Same-Pass-1234', confirm: 'Same-Pass-1234' }, t)
        .next,
    ).toBe('profile:password.sameAsCurrent');
  });

  it('MUST check the username and email format before inviting, and only name and role when editing', () => {
    const ok = {
      username: 'ada.lovelace',
      email: 'ada@example.com',
      full_name: 'Ada',
      role: 'customer' as const,
    };
    expect(memberFieldErrors(ok, 'create', t)).toEqual({});
    expect(memberFieldErrors({ ...ok, username: '1ada', email: 'ada@' }, 'create', t)).toEqual({
      username: 'profile:groupMember.usernameHint',
      email: 'profile:groupMember.emailInvalid',
    });
    expect(memberFieldErrors({ ...ok, username: '', email: '' }, 'create', t)).toEqual({
      username: 'errors:validation.required',
      email: 'errors:validation.required',
    });
    expect(memberFieldErrors({ ...ok, username: '', email: '' }, 'edit', t)).toEqual({});
    expect(memberFieldErrors({ ...ok, full_name: 'x'.repeat(201) }, 'edit', t).full_name).toBe(
      'errors:validation.maxLength',
    );
  });

  it('MUST send the expiry chosen (30, 90 or 180 days ahead, or none) and give the token as <id>.<secret>', () => {
    const now = new Date('2025-06-01T00:00:00Z');
    expect(expiresAt('30', now)).toBe('2025-07-01T00:00:00.000Z');
    expect(expiresAt('180', now)).toBe('2025-11-28T00:00:00.000Z');
    expect(expiresAt('never', now)).toBeNull();
    expect(bearerToken({ id: 'AKABCDEFGHIJKLMNOPQR', secret_access_key: 's3cret' })).toBe(
      'AKABCDEFGHIJKLMNOPQR.s3cret',
    );
  });
});
