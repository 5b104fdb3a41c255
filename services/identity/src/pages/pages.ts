import { UI_MESSAGES } from '@untangle/contracts';
import {
  ACCOUNT_LIMITS,
  type FieldErrors,
  type SignInField,
  type SignUpField,
} from '../accounts/account-input.js';
import { escapeHtml } from '@untangle/nest-kit';
import { layout } from './html.js';

interface FieldSpec<F extends string> {
  name: F;
  label: string;
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  value?: string;
  hint?: string;
  maxLength: number;
}

function errorSummary<F extends string>(
  fields: Array<FieldSpec<F>>,
  errors: FieldErrors<F>,
  formError?: string,
): string {
  const items = [
    ...(formError ? [`<li>${escapeHtml(formError)}</li>`] : []),
    ...fields
      .filter((field) => errors[field.name])
      .map((field) => `<li><a href="#${field.name}">${escapeHtml(errors[field.name]!)}</a></li>`),
  ];
  if (items.length === 0) return '';
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
<h2 id="error-summary-title">There is a problem</h2>
<ul>${items.join('')}</ul>
</div>`;
}

/**
 * Labelled inputs with autocomplete hints; an invalid one is marked aria-invalid and described by its
 * message. The focus (autofocus: no script needed) goes to the first invalid field, else to the
 * first empty one (the e-mail on a fresh page, the password after wrong credentials).
 */
function fieldsHtml<F extends string>(fields: Array<FieldSpec<F>>, errors: FieldErrors<F>): string {
  const focused =
    fields.find((field) => errors[field.name])?.name ?? fields.find((field) => !field.value)?.name;
  return fields
    .map((field) => {
      const error = errors[field.name];
      const describedBy = [field.hint ? `${field.name}-hint` : '', error ? `${field.name}-error` : '']
        .filter(Boolean)
        .join(' ');
      const attributes = [
        `id="${field.name}"`,
        `name="${field.name}"`,
        `type="${field.type}"`,
        `autocomplete="${field.autocomplete}"`,
        `maxlength="${field.maxLength}"`,
        'required',
        field.type === 'text' ? 'autocapitalize="words"' : 'autocapitalize="none" spellcheck="false"',
        field.value !== undefined && field.type !== 'password' ? `value="${escapeHtml(field.value)}"` : '',
        error ? 'aria-invalid="true"' : '',
        describedBy ? `aria-describedby="${describedBy}"` : '',
        focused === field.name ? 'autofocus' : '',
      ].filter(Boolean);
      return `<div class="field">
<label for="${field.name}">${escapeHtml(field.label)}</label>
${field.hint ? `<p class="hint" id="${field.name}-hint">${escapeHtml(field.hint)}</p>\n` : ''}<input ${attributes.join(' ')}>
${error ? `<p class="field-error" id="${field.name}-error">${escapeHtml(error)}</p>\n` : ''}</div>`;
    })
    .join('\n');
}

export interface FormPageOptions<F extends string> {
  action: string;
  /** The other form of the same interaction (sign-in ↔ sign-up). */
  switchUrl: string;
  appHome: string;
  values?: Partial<Record<F, string>>;
  errors?: FieldErrors<F>;
  /** A problem that belongs to no single field (wrong credentials, too many attempts). */
  formError?: string;
}

export function signInPage(options: FormPageOptions<SignInField>): string {
  const errors = options.errors ?? {};
  const fields: Array<FieldSpec<SignInField>> = [
    {
      name: 'email',
      label: 'Email',
      type: 'email',
      autocomplete: 'username',
      value: options.values?.email,
      maxLength: ACCOUNT_LIMITS.emailMax,
    },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      autocomplete: 'current-password',
      maxLength: ACCOUNT_LIMITS.passwordMax,
    },
  ];
  const summary = errorSummary(fields, errors, options.formError);
  return layout({
    title: 'Sign in',
    appHome: options.appHome,
    body: `<h1 id="page-title">Sign in to Untangle</h1>
<p class="lead">Welcome back. Sign in to restructure your texts and see your saved work.</p>
${summary}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${fieldsHtml(fields, errors)}
<button type="submit" class="primary">Sign in</button>
</form>
<p class="switch">New to Untangle? <a href="${escapeHtml(options.switchUrl)}">Create a free account</a></p>
<p class="note">${escapeHtml(UI_MESSAGES.auth.freeToUse)}</p>`,
  });
}

export function signUpPage(options: FormPageOptions<SignUpField>): string {
  const errors = options.errors ?? {};
  const fields: Array<FieldSpec<SignUpField>> = [
    {
      name: 'firstName',
      label: 'First name',
      type: 'text',
      autocomplete: 'given-name',
      value: options.values?.firstName,
      maxLength: ACCOUNT_LIMITS.firstNameMax,
    },
    {
      name: 'email',
      label: 'Email',
      type: 'email',
      autocomplete: 'email',
      value: options.values?.email,
      maxLength: ACCOUNT_LIMITS.emailMax,
    },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      autocomplete: 'new-password',
      hint: `At least ${ACCOUNT_LIMITS.passwordMin} characters.`,
      maxLength: ACCOUNT_LIMITS.passwordMax,
    },
  ];
  const summary = errorSummary(fields, errors, options.formError);
  return layout({
    title: 'Create your account',
    appHome: options.appHome,
    body: `<h1 id="page-title">Create your Untangle account</h1>
<p class="lead">${escapeHtml(UI_MESSAGES.auth.guestPrompt)}</p>
${summary}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
${fieldsHtml(fields, errors)}
<button type="submit" class="primary">Create account</button>
</form>
<p class="switch">Already have an account? <a href="${escapeHtml(options.switchUrl)}">Sign in</a></p>
<p class="note">${escapeHtml(UI_MESSAGES.auth.freeToUse)}</p>`,
  });
}

/** A page that only tells something (an expired sign-in page, an error), with the way back to the app. */
export function messagePage(options: {
  title: string;
  message: string;
  appHome: string;
  detail?: string;
  /** An error the member should hear about at once (role="alert"). */
  alert?: boolean;
}): string {
  return layout({
    title: options.title,
    appHome: options.appHome,
    body: `<h1 id="page-title">${escapeHtml(options.title)}</h1>
<p class="lead"${options.alert ? ' role="alert"' : ''}>${escapeHtml(options.message)}</p>
<a class="button primary" href="${escapeHtml(options.appHome)}">Back to Untangle</a>${
      options.detail
        ? `\n<details><summary>Technical details</summary><p>${escapeHtml(options.detail)}</p></details>`
        : ''
    }`,
  });
}

/** Submits the logout form at once when the app asked with a valid id_token_hint (no second click). */
export const AUTO_SUBMIT_LOGOUT = `document.getElementById('sign-out').click();`;

/**
 * RP-initiated logout confirmation. `form` is oidc-provider's hidden form (id "op.logoutForm", with
 * its CSRF token); the buttons submit it. `autoSubmit` adds the one-line script above.
 */
export function signOutPage(options: { form: string; appHome: string; autoSubmit: boolean }): string {
  return layout({
    title: 'Sign out',
    appHome: options.appHome,
    body: `<h1 id="page-title">Sign out of Untangle?</h1>
<p class="lead">You will need to sign in again to restructure texts and see your saved work.</p>
${options.form}
<button id="sign-out" type="submit" class="primary" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<a class="button secondary" href="${escapeHtml(options.appHome)}">Cancel</a>`,
    ...(options.autoSubmit ? { script: AUTO_SUBMIT_LOGOUT } : {}),
  });
}

export function signedOutPage(options: { appHome: string }): string {
  return messagePage({
    title: 'You are signed out',
    message: 'You have signed out of Untangle. See you soon.',
    appHome: options.appHome,
  });
}
