// @ts-check
/**
 * The provider's server-rendered pages in the NavlunPort look: one small stylesheet (inline, with the
 * response's CSP nonce), labelled fields with autocomplete, errors next to their field, usable at 360 px.
 */
import { translator } from './i18n.mjs';
import { PASSWORD_RULES } from './passwords.mjs';

/** @typedef {import('./i18n.mjs').Locale} Locale */
/** @typedef {import('./passwords.mjs').PasswordRule} PasswordRule */
/** @typedef {Partial<Record<string, string>>} FieldErrors */

/**
 * HTML-escapes text for element content and quoted attribute values.
 * @param {unknown} value
 */
export const esc = (value) =>
  String(value ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const STYLES = `
:root{--navy:#0b2545;--blue:#13598b;--orange:#e8661c;--text:#1d2733;--muted:#5b6675;--error:#b3261e;--bg:#f3f6fa}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--bg);color:var(--text);font:15px/1.5 Nunito,"Segoe UI",system-ui,-apple-system,Roboto,"Helvetica Neue",Arial,sans-serif}
.skip{position:absolute;left:-9999px}.skip:focus{left:8px;top:8px;background:#fff;color:var(--navy);padding:8px;z-index:1}
header{background:var(--navy);color:#fff;padding:12px 20px;display:flex;align-items:center;justify-content:space-between;gap:12px;border-bottom:3px solid var(--orange)}
.brand{font-weight:800;font-size:21px;letter-spacing:.2px;color:#fff;text-decoration:none}
.brand b{color:var(--orange);font-weight:800}
.tagline{display:block;font-size:12px;font-weight:400;color:#c9d6e6}
header a{color:#fff;font-size:14px}
main{flex:1;display:flex;justify-content:center;align-items:flex-start;padding:28px 16px}
.card{background:#fff;width:100%;max-width:460px;border-radius:10px;box-shadow:0 2px 14px rgba(11,37,69,.12);padding:24px 24px 28px}
h1{font-size:22px;line-height:1.3;margin:0 0 16px;color:var(--navy)}
p{margin:0 0 12px}
.field{margin-bottom:14px}
label{display:block;font-weight:700;margin-bottom:4px;color:var(--navy)}
input[type=email],input[type=password],input[type=text]{display:block;width:100%;min-height:44px;padding:10px 12px;font:inherit;color:var(--text);background:#fff;border:1px solid #8593a3;border-radius:6px}
input[aria-invalid=true]{border-color:var(--error);border-width:2px}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid var(--orange);outline-offset:2px}
.field-error{margin:4px 0 0;color:var(--error);font-size:14px;font-weight:700}
.alert{margin:0 0 16px;padding:10px 12px;border-left:4px solid var(--error);border-radius:4px;background:#fdecea;color:#7a1c14;font-weight:700}
.notice{margin:0 0 16px;padding:10px 12px;border-left:4px solid var(--blue);border-radius:4px;background:#e8f1f8}
button,.button{display:block;width:100%;min-height:44px;margin-top:8px;padding:11px 16px;border:0;border-radius:6px;background:var(--blue);color:#fff;font:inherit;font-weight:800;text-align:center;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:var(--navy)}
button.secondary{background:#fff;color:var(--blue);border:1px solid var(--blue)}button.secondary:hover{background:#e8f1f8}
a{color:var(--blue)}
.links{margin-top:18px;font-size:14px}
.links p{margin:0 0 6px}
.rules-title{margin:6px 0 0;color:var(--muted);font-size:14px}
.rules{margin:2px 0 0;padding-left:20px;color:var(--muted);font-size:14px}
.rules .unmet{color:var(--error);font-weight:700}
.check{display:flex;gap:10px;align-items:flex-start}
.check input{flex:none;width:22px;height:22px;margin:2px 0 0}
.check label{font-weight:400;color:var(--text)}
.row{display:flex;gap:12px}.row>.field{flex:1;min-width:0}
.code{color:var(--muted);font-size:13px}
footer{padding:12px;text-align:center;font-size:13px;color:var(--muted)}
@media (max-width:480px){main{padding:16px 10px}.card{padding:20px 16px}.row{flex-direction:column;gap:0}header{padding:10px 14px}}
`;

/**
 * @param {{ locale: Locale, nonce: string, title: string, content: string, switchHref?: string, homeHref?: string }} page
 */
export function layout({ locale, nonce, title, content, switchHref, homeHref }) {
  const tr = translator(locale);
  const other = locale === 'tr' ? 'en' : 'tr';
  const brand = `Navlun<b>Port</b><span class="tagline">${esc(tr('brand.tagline'))}</span>`;
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="data:,">
<title>${esc(title)} · NavlunPort</title>
<style nonce="${esc(nonce)}">${STYLES}</style>
</head>
<body>
<a class="skip" href="#main">${locale === 'tr' ? 'İçeriğe geç' : 'Skip to content'}</a>
<header>
${homeHref ? `<a class="brand" href="${esc(homeHref)}">${brand}</a>` : `<span class="brand">${brand}</span>`}
${switchHref ? `<a href="${esc(switchHref)}" hreflang="${other}" lang="${other}" aria-label="${esc(tr('lang.switchLabel'))}">${esc(tr('lang.switch'))}</a>` : ''}
</header>
<main id="main"><div class="card">
<h1>${esc(title)}</h1>
${content}
</div></main>
<footer>© ${new Date().getFullYear()} ${esc(tr('footer.rights'))}</footer>
</body>
</html>`;
}

/**
 * One labelled input with its error (aria-invalid, aria-describedby) right below it.
 * @param {{ id: string, label: string, type?: string, value?: string, autocomplete: string, error?: string, describedBy?: string[], attrs?: string, after?: string }} field
 */
function input({ id, label, type = 'text', value = '', autocomplete, error, describedBy = [], attrs = '', after = '' }) {
  const described = [...(error ? [`${id}-error`] : []), ...describedBy];
  return `<div class="field">
<label for="${id}">${esc(label)}</label>
<input id="${id}" name="${id}" type="${type}" autocomplete="${autocomplete}" required${value ? ` value="${esc(value)}"` : ''}${
    error ? ' aria-invalid="true"' : ''
  }${described.length ? ` aria-describedby="${described.join(' ')}"` : ''}${attrs ? ` ${attrs}` : ''}>
${error ? `<p class="field-error" id="${id}-error">${esc(error)}</p>` : ''}${after}
</div>`;
}

/** @param {string} id @param {string} label @param {string} value @param {string} [error] @param {string} [autocomplete] */
const emailInput = (id, label, value, error, autocomplete = 'email') =>
  input({ id, label, type: 'email', value, autocomplete, error, attrs: 'inputmode="email" autocapitalize="none" spellcheck="false" maxlength="254"' });

/**
 * The password rules list; after a failed submission the unmet ones are marked.
 * @param {Locale} locale
 * @param {PasswordRule[]} [unmet]
 */
function passwordRules(locale, unmet = []) {
  const tr = translator(locale);
  return `<div id="password-rules"><p class="rules-title">${esc(tr('password.rulesTitle'))}</p><ul class="rules">${PASSWORD_RULES.map(
    (rule) => `<li${unmet.includes(rule) ? ' class="unmet"' : ''}>${esc(tr(`password.rule.${rule}`))}</li>`,
  ).join('')}</ul></div>`;
}

/** @param {string} name @param {string} value */
const hidden = (name, value) => `<input type="hidden" name="${name}" value="${esc(value)}">`;

/**
 * @param {string | undefined} error
 */
const alertBox = (error) => (error ? `<p class="alert" role="alert">${esc(error)}</p>` : '');

/**
 * @param {FieldErrors} errors
 * @param {Locale} locale
 */
const summary = (errors, locale) => (Object.values(errors).some(Boolean) ? alertBox(translator(locale)('form.errorSummary')) : '');

/**
 * Sign-in form (policy B2C_1_signupsignin).
 * @param {{ locale: Locale, nonce: string, action: string, email?: string, error?: string, errors?: FieldErrors,
 *   signUpHref: string, forgotHref: string, switchHref: string }} page
 */
export function signInPage({ locale, nonce, action, email = '', error, errors = {}, signUpHref, forgotHref, switchHref }) {
  const tr = translator(locale);
  const content = `<p>${esc(tr('signin.heading'))}</p>
${alertBox(error) || summary(errors, locale)}
<form method="post" action="${esc(action)}" novalidate>
${hidden('ui_locales', locale)}
${emailInput('email', tr('field.email'), email, errors.email, 'username')}
${input({ id: 'password', label: tr('field.password'), type: 'password', autocomplete: 'current-password', error: errors.password, attrs: 'maxlength="256"' })}
<p class="links"><a href="${esc(forgotHref)}">${esc(tr('signin.forgot'))}</a></p>
<button type="submit">${esc(tr('signin.submit'))}</button>
</form>
<div class="links"><p>${esc(tr('signin.noAccount'))} <a href="${esc(signUpHref)}">${esc(tr('signin.createAccount'))}</a></p></div>`;
  return layout({ locale, nonce, title: tr('signin.title'), content, switchHref });
}

/**
 * Sign-up form (policy B2C_1_signup, or from the sign-in page).
 * @param {{ locale: Locale, nonce: string, action: string, values?: { firstName?: string, lastName?: string, email?: string, kvkk?: boolean },
 *   errors?: FieldErrors, unmetRules?: PasswordRule[], kvkkHref: string, signInHref: string, switchHref: string }} page
 */
export function signUpPage({ locale, nonce, action, values = {}, errors = {}, unmetRules = [], kvkkHref, signInHref, switchHref }) {
  const tr = translator(locale);
  const kvkkDescribed = errors.kvkk ? ' aria-invalid="true" aria-describedby="kvkk-error"' : '';
  const content = `<p>${esc(tr('signup.heading'))}</p>
${summary(errors, locale)}
<form method="post" action="${esc(action)}" novalidate>
${hidden('ui_locales', locale)}
<div class="row">
${input({ id: 'firstName', label: tr('field.firstName'), value: values.firstName, autocomplete: 'given-name', error: errors.firstName, attrs: 'maxlength="100"' })}
${input({ id: 'lastName', label: tr('field.lastName'), value: values.lastName, autocomplete: 'family-name', error: errors.lastName, attrs: 'maxlength="100"' })}
</div>
${emailInput('email', tr('field.email'), values.email ?? '', errors.email)}
${input({ id: 'password', label: tr('field.password'), type: 'password', autocomplete: 'new-password', error: errors.password, describedBy: ['password-rules'], attrs: 'maxlength="128"', after: passwordRules(locale, unmetRules) })}
${input({ id: 'passwordConfirm', label: tr('field.passwordConfirm'), type: 'password', autocomplete: 'new-password', error: errors.passwordConfirm, attrs: 'maxlength="128"' })}
<div class="field">
<div class="check">
<input id="kvkk" name="kvkk" type="checkbox" value="yes" required${values.kvkk ? ' checked' : ''}${kvkkDescribed}>
<label for="kvkk">${esc(tr('signup.kvkkBefore'))}<a href="${esc(kvkkHref)}" target="_blank" rel="noopener noreferrer">${esc(tr('signup.kvkkLink'))}<span class="skip"> ${esc(tr('signup.newTab'))}</span></a>${esc(tr('signup.kvkkAfter'))}</label>
</div>
${errors.kvkk ? `<p class="field-error" id="kvkk-error">${esc(errors.kvkk)}</p>` : ''}
</div>
<button type="submit">${esc(tr('signup.submit'))}</button>
</form>
<div class="links"><p>${esc(tr('signup.haveAccount'))} <a href="${esc(signInHref)}">${esc(tr('signup.signIn'))}</a></p></div>`;
  return layout({ locale, nonce, title: tr('signup.title'), content, switchHref });
}

/**
 * The sign-up's second step (idp/email-proof.mjs): the code mailed to the address, a new code on request, or back
 * to the form for another address.
 * @param {{ locale: Locale, nonce: string, action: string, resendAction: string, email: string, error?: string, notice?: string, signUpHref: string, switchHref: string }} page
 */
export function verifyPage({ locale, nonce, action, resendAction, email, error, notice, signUpHref, switchHref }) {
  const tr = translator(locale);
  const content = `<p>${esc(tr('verify.intro', { email }))}</p>
${notice ? `<p class="notice" role="status">${esc(notice)}</p>` : ''}
${error ? alertBox(tr('form.errorSummary')) : ''}
<form method="post" action="${esc(action)}" novalidate>
${hidden('ui_locales', locale)}
${input({ id: 'code', label: tr('field.code'), type: 'text', autocomplete: 'one-time-code', error, attrs: 'inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocapitalize="none" spellcheck="false"' })}
<button type="submit">${esc(tr('verify.submit'))}</button>
</form>
<form method="post" action="${esc(resendAction)}" class="links">
${hidden('ui_locales', locale)}
<button type="submit" class="secondary">${esc(tr('verify.resend'))}</button>
</form>
<div class="links"><p><a href="${esc(signUpHref)}">${esc(tr('verify.otherAddress'))}</a></p></div>`;
  return layout({ locale, nonce, title: tr('verify.title'), content, switchHref });
}

/**
 * @param {{ locale: Locale, nonce: string, action: string, csrf: string, returnTo?: string, email?: string, errors?: FieldErrors, backHref: string, switchHref: string }} page
 */
export function forgotPage({ locale, nonce, action, csrf, returnTo = '', email = '', errors = {}, backHref, switchHref }) {
  const tr = translator(locale);
  const content = `<p>${esc(tr('forgot.intro'))}</p>
${summary(errors, locale)}
<form method="post" action="${esc(action)}" novalidate>
${hidden('csrf', csrf)}${hidden('ui_locales', locale)}${returnTo ? hidden('return', returnTo) : ''}
${emailInput('email', tr('field.email'), email, errors.email)}
<button type="submit">${esc(tr('forgot.submit'))}</button>
</form>
<div class="links"><p><a href="${esc(backHref)}">${esc(tr('forgot.backToSignIn'))}</a></p></div>`;
  return layout({ locale, nonce, title: tr('forgot.title'), content, switchHref });
}

/**
 * @param {{ locale: Locale, nonce: string, action: string, csrf: string, token: string, email: string, errors?: FieldErrors, unmetRules?: PasswordRule[], switchHref: string }} page
 */
export function resetPage({ locale, nonce, action, csrf, token, email, errors = {}, unmetRules = [], switchHref }) {
  const tr = translator(locale);
  const content = `<p>${esc(tr('reset.intro', { email }))}</p>
${summary(errors, locale)}
<form method="post" action="${esc(action)}" novalidate>
${hidden('csrf', csrf)}${hidden('token', token)}${hidden('ui_locales', locale)}
<input type="email" name="username" autocomplete="username" value="${esc(email)}" hidden>
${input({ id: 'password', label: tr('field.newPassword'), type: 'password', autocomplete: 'new-password', error: errors.password, describedBy: ['password-rules'], attrs: 'maxlength="128"', after: passwordRules(locale, unmetRules) })}
${input({ id: 'passwordConfirm', label: tr('field.passwordConfirm'), type: 'password', autocomplete: 'new-password', error: errors.passwordConfirm, attrs: 'maxlength="128"' })}
<button type="submit">${esc(tr('reset.submit'))}</button>
</form>`;
  return layout({ locale, nonce, title: tr('reset.title'), content, switchHref });
}

/**
 * A page with a title, a message and an optional link (sent, done, invalid link, too many attempts, errors).
 * @param {{ locale: Locale, nonce: string, title: string, body: string, link?: { href: string, text: string }, code?: string, switchHref?: string, role?: 'alert' | 'status' }} page
 */
export function messagePage({ locale, nonce, title, body, link, code, switchHref, role }) {
  const tr = translator(locale);
  const content = `<p${role ? ` role="${role}"` : ''}>${esc(body)}</p>
${code ? `<p class="code">${esc(tr('error.code'))}: <code>${esc(code)}</code></p>` : ''}
${link ? `<a class="button" href="${esc(link.href)}">${esc(link.text)}</a>` : ''}`;
  return layout({ locale, nonce, title, content, switchHref });
}

/**
 * The end-session confirmation, submitted by itself (the script carries the response's nonce); the
 * button is there when scripts are off.
 * @param {{ locale: Locale, nonce: string, formHtml: string }} page
 */
export function logoutPage({ locale, nonce, formHtml }) {
  const tr = translator(locale);
  const form = formHtml.replace('</form>', `${hidden('logout', 'yes')}<button type="submit">${esc(tr('logout.continue'))}</button></form>`);
  const content = `<p role="status">${esc(tr('logout.body'))}</p>
${form}
<script nonce="${esc(nonce)}">document.forms[0].submit();</script>`;
  return layout({ locale, nonce, title: tr('logout.title'), content });
}
