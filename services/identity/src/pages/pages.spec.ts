import { describe, expect, it } from '@jest/globals';
import { UI_MESSAGES } from '@untangle/contracts';
import { contentSecurityPolicy, cspHash, STYLESHEET } from './html.js';
import { AUTO_SUBMIT_LOGOUT, messagePage, signInPage, signOutPage, signUpPage } from './pages.js';

const base = {
  action: '/oidc/interaction/u1/sign-in',
  switchUrl: '/oidc/interaction/u1/sign-up',
  appHome: 'http://app.test/',
};

describe('pages', () => {
  it('escape everything they echo', () => {
    const html = signUpPage({
      ...base,
      values: { firstName: '<b>"hi"</b>' },
      errors: { email: 'Enter <it>' },
    });
    expect(html).toContain('value="&lt;b&gt;&quot;hi&quot;&lt;/b&gt;"');
    expect(html).toContain('Enter &lt;it&gt;');
  });

  it('never write a password back into the page', () => {
    const html = signInPage({ ...base, values: { email: 'a@b.co', password: 'secret-value' } });
    expect(html).not.toContain('secret-value');
  });

  it('link each field error to its field and list them in an alert summary', () => {
    const html = signUpPage({
      ...base,
      errors: { firstName: 'Enter your first name.', password: 'Too short.' },
    });
    expect(html).toContain('<div class="error-summary" role="alert"');
    expect(html).toContain('<li><a href="#firstName">Enter your first name.</a></li>');
    expect(html).toMatch(
      /<input id="firstName"[^>]*aria-invalid="true" aria-describedby="firstName-error" autofocus>/,
    );
    expect(html).toContain('<p class="field-error" id="password-error">Too short.</p>');
    expect(html.match(/autofocus/g)).toHaveLength(1);
  });

  it('carry the product’s texts', () => {
    expect(signInPage(base)).toContain(UI_MESSAGES.auth.freeToUse);
    expect(signUpPage(base)).toContain(UI_MESSAGES.auth.guestPrompt);
  });

  it('use only the inline stylesheet and, for the sign-out page, the one script the CSP allows by hash', () => {
    const csp = contentSecurityPolicy(['http://app.test/cb'], [cspHash(AUTO_SUBMIT_LOGOUT)]);
    expect(csp).toContain(`style-src ${cspHash(STYLESHEET)}`);
    expect(csp).toContain(`script-src ${cspHash(AUTO_SUBMIT_LOGOUT)}`);
    expect(csp).toContain("form-action 'self' http://app.test");
    const withScript = signOutPage({
      form: '<form id="op.logoutForm"></form>',
      appHome: base.appHome,
      autoSubmit: true,
    });
    expect(withScript).toContain(`<script>${AUTO_SUBMIT_LOGOUT}</script>`);
    expect(signOutPage({ form: '', appHome: base.appHome, autoSubmit: false })).not.toContain('<script');
  });

  it('show technical detail of an error only inside a collapsed section', () => {
    const html = messagePage({
      title: 'Oops',
      message: 'Try again.',
      appHome: base.appHome,
      detail: 'invalid_request',
      alert: true,
    });
    expect(html).toContain('<details><summary>Technical details</summary><p>invalid_request</p></details>');
    expect(html).toContain('<p class="lead" role="alert">Try again.</p>');
  });
});
