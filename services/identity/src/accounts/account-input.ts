import { isEmail } from 'class-validator';

/** Limits of what a member types on the sign-up and sign-in pages. */
export const ACCOUNT_LIMITS = {
  passwordMin: 8,
  passwordMax: 256,
  emailMax: 254,
  firstNameMax: 100,
} as const;

/**
 * What the sign-up and sign-in pages tell a member beyond UI_MESSAGES.auth: the identity
 * service's own texts.
 */
export const ACCOUNT_MESSAGES = {
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  emailTaken: 'An account with this e-mail address already exists. Sign in instead, or use another address.',
  passwordMissing: 'Enter your password.',
  passwordTooShort: `Your password must be at least ${ACCOUNT_LIMITS.passwordMin} characters long.`,
  passwordTooLong: `Your password must be at most ${ACCOUNT_LIMITS.passwordMax} characters long.`,
  firstNameMissing: 'Enter your first name.',
  firstNameTooLong: `Your first name must be at most ${ACCOUNT_LIMITS.firstNameMax} characters long.`,
  firstNameInvalid: 'Your first name may not contain control characters.',
  wrongCredentials: 'The e-mail address or password is incorrect.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  unavailable: 'Signing in is temporarily unavailable. Please try again in a moment.',
  expired: 'This sign-in page has expired. Go back to Untangle and start again.',
  forbidden: 'This form was sent from another site, so it was not accepted.',
  accountDeleted:
    'Your Untangle account has been deleted. Your saved data is being removed from every part of Untangle.',
} as const;

export type SignUpField = 'firstName' | 'email' | 'password';
export type SignInField = 'email' | 'password';
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface SignUpInput {
  firstName: string;
  email: string;
  password: string;
}

export type SignInInput = Omit<SignUpInput, 'firstName'>;

/** Lower-cased and trimmed: the form in which e-mail addresses are stored and compared. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A form field as the member sent it: a single string, or '' for anything else (repeated, missing). */
export function formField(body: unknown, name: string): string {
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

function emailError(email: string): string | undefined {
  if (email.length === 0) return ACCOUNT_MESSAGES.emailMissing;
  if (email.length > ACCOUNT_LIMITS.emailMax || !isEmail(email)) return ACCOUNT_MESSAGES.emailInvalid;
  return undefined;
}

/** The cleaned sign-up input, or an error per field (in page order); nothing is stored on errors. */
export function validateSignUp(raw: SignUpInput): { value?: SignUpInput; errors: FieldErrors<SignUpField> } {
  const firstName = raw.firstName.trim();
  const email = normalizeEmail(raw.email);
  const { password } = raw;
  const errors: FieldErrors<SignUpField> = {};
  if (firstName.length === 0) errors.firstName = ACCOUNT_MESSAGES.firstNameMissing;
  else if (firstName.length > ACCOUNT_LIMITS.firstNameMax)
    errors.firstName = ACCOUNT_MESSAGES.firstNameTooLong;
  else if (CONTROL_CHARACTERS.test(firstName)) errors.firstName = ACCOUNT_MESSAGES.firstNameInvalid;
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  if (password.length < ACCOUNT_LIMITS.passwordMin) errors.password = ACCOUNT_MESSAGES.passwordTooShort;
  else if (password.length > ACCOUNT_LIMITS.passwordMax) errors.password = ACCOUNT_MESSAGES.passwordTooLong;
  if (Object.keys(errors).length > 0) return { errors };
  return { value: { firstName, email, password }, errors };
}

/**
 * The cleaned sign-in input, or an error per field. Only presence and shape are checked here: a
 * password of the wrong length is simply a wrong password, reported like any other.
 */
export function validateSignIn(raw: SignInInput): { value?: SignInInput; errors: FieldErrors<SignInField> } {
  const email = normalizeEmail(raw.email);
  const errors: FieldErrors<SignInField> = {};
  const emailProblem = emailError(email);
  if (emailProblem) errors.email = emailProblem;
  if (raw.password.length === 0) errors.password = ACCOUNT_MESSAGES.passwordMissing;
  if (Object.keys(errors).length > 0) return { errors };
  return { value: { email, password: raw.password }, errors };
}
