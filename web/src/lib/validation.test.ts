import { describe, expect, it } from 'vitest';
import { confirmationMatches, passwordsMatch, termsAccepted, validEmail, validPassword, validPhone, validVerificationCode } from './validation';

describe('client validation (spec §5)', () => {
  it('checks emails', () => {
    expect(validEmail('')).toBe('validation.required');
    expect(validEmail('sara@')).toBe('validation.emailInvalid');
    expect(validEmail(' sara@example.com ')).toBeNull();
  });

  it('needs passwords of at least 8 characters', () => {
    expect(validPassword('1234567')).toBe('validation.passwordTooShort');
    expect(validPassword('12345678')).toBeNull();
  });

  it('needs matching confirmations', () => {
    expect(passwordsMatch('abcdefgh', 'abcdefgi')).toBe('validation.passwordsDoNotMatch');
    expect(passwordsMatch('abcdefgh', 'abcdefgh')).toBeNull();
    expect(confirmationMatches('abcdefgh', 'abcdefgi')).toBe('validation.confirmationDoesNotMatch');
    expect(confirmationMatches('abcdefgh', 'abcdefgh')).toBeNull();
  });

  it('accepts E.164 and Saudi local mobile numbers', () => {
    expect(validPhone('+966 50 123 4567')).toBeNull();
    expect(validPhone('0501234567')).toBeNull();
    expect(validPhone('501234567')).toBe('validation.phoneInvalid');
    expect(validPhone('')).toBe('validation.required');
  });

  it('needs a 6-digit code and accepted terms', () => {
    expect(validVerificationCode('')).toBe('validation.codeRequired');
    expect(validVerificationCode('12345')).toBe('validation.codeInvalid');
    expect(validVerificationCode('123456')).toBeNull();
    expect(termsAccepted(false)).toBe('validation.termsRequired');
  });
});
