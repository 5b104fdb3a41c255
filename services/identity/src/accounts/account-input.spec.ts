import { describe, expect, it } from '@jest/globals';
import {
  ACCOUNT_MESSAGES,
  formField,
  normalizeEmail,
  validateSignIn,
  validateSignUp,
} from './account-input.js';

const signUp = (overrides: Partial<{ firstName: string; email: string; password: string }> = {}) => ({
  firstName: 'Ada',
  email: 'ada@example.com',
  password: 'long enough',
  ...overrides,
});

describe('validateSignUp', () => {
  it('accepts a complete form and normalises e-mail and first name', () => {
    const { value, errors } = validateSignUp(signUp({ email: '  Ada@Example.COM ', firstName: '  Ada ' }));
    expect(errors).toEqual({});
    expect(value).toEqual({ firstName: 'Ada', email: 'ada@example.com', password: 'long enough' });
  });

  it('refuses a password under 8 characters and one over 256', () => {
    expect(validateSignUp(signUp({ password: '1234567' })).errors).toEqual({
      password: ACCOUNT_MESSAGES.passwordTooShort,
    });
    expect(validateSignUp(signUp({ password: 'x'.repeat(257) })).errors).toEqual({
      password: ACCOUNT_MESSAGES.passwordTooLong,
    });
    expect(validateSignUp(signUp({ password: '12345678' })).errors).toEqual({});
  });

  it('refuses a missing or blank first name', () => {
    expect(validateSignUp(signUp({ firstName: '   ' })).errors).toEqual({
      firstName: ACCOUNT_MESSAGES.firstNameMissing,
    });
  });

  it('refuses an invalid or missing e-mail address', () => {
    expect(validateSignUp(signUp({ email: 'not-an-address' })).errors.email).toBe(
      ACCOUNT_MESSAGES.emailInvalid,
    );
    expect(validateSignUp(signUp({ email: '' })).errors.email).toBe(ACCOUNT_MESSAGES.emailMissing);
  });

  it('reports every field that is wrong at once, and no value', () => {
    const result = validateSignUp({ firstName: '', email: 'x', password: 'short' });
    expect(Object.keys(result.errors)).toEqual(['firstName', 'email', 'password']);
    expect(result.value).toBeUndefined();
  });
});

describe('validateSignIn', () => {
  it('asks for both fields but does not reveal password rules', () => {
    expect(validateSignIn({ email: '', password: '' }).errors).toEqual({
      email: ACCOUNT_MESSAGES.emailMissing,
      password: ACCOUNT_MESSAGES.passwordMissing,
    });
    expect(validateSignIn({ email: 'a@b.co', password: 'x' }).errors).toEqual({});
  });
});

describe('formField', () => {
  it('reads one string field and treats anything else as empty', () => {
    expect(formField({ email: 'a@b.co' }, 'email')).toBe('a@b.co');
    expect(formField({ email: ['a', 'b'] }, 'email')).toBe('');
    expect(formField(undefined, 'email')).toBe('');
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail(' Mixed@Case.Org ')).toBe('mixed@case.org');
  });
});
