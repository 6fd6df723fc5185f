// @ts-check
/**
 * Forgot password and reset password (outside interactions, at the provider's root). Forms carry a
 * double-submit token. The forgot page answers the same whether the account exists or not; the mail is
 * sent in the background so the answer takes as long either way.
 */
import { isValidEmail, normalizeEmail } from './directory.mjs';
import { clientIp, csrfToken, csrfValid, readForm, sendHtml } from './http.mjs';
import { pickLocale, translator } from './i18n.mjs';
import { passwordResetMail } from './mail.mjs';
import { forgotPage, messagePage, resetPage } from './pages.mjs';
import { passwordProblems } from './passwords.mjs';
import { matchRoute } from './router.mjs';

/** @typedef {import('./config.mjs').IdpConfig} IdpConfig */
/** @typedef {import('./http.mjs').Request} Request */
/** @typedef {import('./http.mjs').Response} Response */
/** @typedef {import('./pages.mjs').FieldErrors} FieldErrors */
/**
 * @typedef {object} ResetContext
 * @property {IdpConfig} config
 * @property {import('./directory.mjs').Directory} directory
 * @property {import('./rate-limit.mjs').Limits} limits
 * @property {import('./mail.mjs').Mailer} mailer
 * @property {(task: Promise<unknown>) => void} background runs a task after the answer (awaited on close)
 * @property {(message: string, error?: unknown) => void} logError
 */

/**
 * The interaction to go back to, when `value` is one of ours (never an open redirect).
 * @param {IdpConfig} config
 * @param {unknown} value
 */
function safeReturn(config, value) {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return undefined;
  const route = matchRoute(value, { tenants: [config.tenant, config.tenantId], policies: [config.policies.signIn, config.policies.signUp] });
  return route?.kind === 'interaction' && !route.action ? value : undefined;
}

/**
 * What both pages read first: the query, the posted form, the language and the CSP nonce.
 * @param {Request} req
 */
async function pageRequest(req) {
  const query = new URL(req.url ?? '/', 'https://localhost').searchParams;
  const isPost = req.method === 'POST';
  const form = isPost ? await readForm(req) : {};
  const locale = pickLocale(form.ui_locales ?? query.get('ui_locales'));
  return { query, isPost, form, locale, tr: translator(locale), nonce: req.cspNonce ?? '' };
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {ResetContext} context
 */
export async function handleForgotPassword(req, res, context) {
  const { config, directory, limits, mailer } = context;
  const { query, isPost, form, locale, tr, nonce } = await pageRequest(req);
  const returnTo = safeReturn(config, form.return ?? query.get('return'));
  const backHref = returnTo ? `${returnTo}?ui_locales=${locale}` : config.appOrigins[0] ?? '/';
  const selfHref = (/** @type {string} */ lang) => `/forgot-password?ui_locales=${lang}${returnTo ? `&return=${encodeURIComponent(returnTo)}` : ''}`;
  const switchHref = selfHref(locale === 'tr' ? 'en' : 'tr');

  /** @param {number} status @param {string} [email] @param {FieldErrors} [errors] */
  const showForm = (status, email = '', errors = {}) =>
    sendHtml(res, status, forgotPage({ locale, nonce, action: '/forgot-password', csrf: csrfToken(req, res), returnTo, email, errors, backHref, switchHref }));

  if (!isPost) {
    // The application's change-password screen sends the signed-in address as login_hint.
    const hint = normalizeEmail(query.get('login_hint') ?? '');
    showForm(200, hint && isValidEmail(hint) ? hint : '');
    return;
  }
  if (!csrfValid(req, form)) {
    sendHtml(res, 403, messagePage({ locale, nonce, title: tr('csrf.title'), body: tr('csrf.body'), link: { href: selfHref(locale), text: tr('csrf.retry') }, role: 'alert' }));
    return;
  }
  const email = normalizeEmail(form.email ?? '');
  if (!email || !isValidEmail(email)) {
    showForm(400, email, { email: tr(email ? 'email.invalid' : 'form.required') });
    return;
  }
  const limit = limits.attempt('forgot', clientIp(req), email);
  if (!limit.allowed) {
    sendHtml(res, 429, messagePage({ locale, nonce, title: tr('rate.title'), body: tr('rate.body'), link: { href: backHref, text: tr('forgot.backToSignIn') }, role: 'alert' }), {
      'Retry-After': String(limit.retryAfterSeconds),
    });
    return;
  }
  context.background(
    (async () => {
      const user = await directory.findByEmail(email);
      if (!user) return;
      const token = await directory.createPasswordReset(user.id);
      const link = `${config.publicOrigin}/reset-password?token=${encodeURIComponent(token)}&ui_locales=${locale}`;
      await mailer.send(passwordResetMail({ locale, to: user.email, name: user.firstName || user.email, link }));
    })().catch((error) => context.logError('password reset mail failed', error)),
  );
  sendHtml(res, 200, messagePage({ locale, nonce, title: tr('forgot.sentTitle'), body: tr('forgot.sentBody'), link: { href: backHref, text: tr('forgot.backToSignIn') }, role: 'status' }));
}

/**
 * @param {Request} req
 * @param {Response} res
 * @param {ResetContext} context
 */
export async function handleResetPassword(req, res, context) {
  const { config, directory, limits } = context;
  const { query, isPost, form, locale, tr, nonce } = await pageRequest(req);
  const token = (isPost ? form.token : query.get('token')) ?? '';
  const switchHref = `/reset-password?token=${encodeURIComponent(token)}&ui_locales=${locale === 'tr' ? 'en' : 'tr'}`;
  const invalid = () =>
    sendHtml(res, 400, messagePage({ locale, nonce, title: tr('reset.invalidTitle'), body: tr('reset.invalidBody'), link: { href: `/forgot-password?ui_locales=${locale}`, text: tr('reset.requestNew') }, role: 'alert' }));

  if (isPost) {
    if (!csrfValid(req, form)) {
      sendHtml(res, 403, messagePage({ locale, nonce, title: tr('csrf.title'), body: tr('csrf.body'), link: { href: `/reset-password?token=${encodeURIComponent(token)}&ui_locales=${locale}`, text: tr('csrf.retry') }, role: 'alert' }));
      return;
    }
    const limit = limits.attempt('reset', clientIp(req));
    if (!limit.allowed) {
      sendHtml(res, 429, messagePage({ locale, nonce, title: tr('rate.title'), body: tr('rate.body'), role: 'alert' }), { 'Retry-After': String(limit.retryAfterSeconds) });
      return;
    }
  }
  const user = token.length <= 200 ? await directory.findPasswordReset(token) : undefined;
  if (!user) {
    invalid();
    return;
  }
  /** @param {number} status @param {FieldErrors} [errors] @param {import('./passwords.mjs').PasswordRule[]} [unmetRules] */
  const showForm = (status, errors = {}, unmetRules = []) =>
    sendHtml(res, status, resetPage({ locale, nonce, action: '/reset-password', csrf: csrfToken(req, res), token, email: user.email, errors, unmetRules, switchHref }));
  if (!isPost) {
    showForm(200);
    return;
  }
  const password = form.password ?? '';
  const unmetRules = password ? passwordProblems(password, user.email) : [];
  /** @type {FieldErrors} */
  const errors = {};
  if (!password) errors.password = tr('form.required');
  else if (unmetRules.length) errors.password = tr('password.weak', { rules: unmetRules.map((rule) => tr(`password.rule.${rule}`)).join(', ') });
  else if (password !== (form.passwordConfirm ?? '')) errors.passwordConfirm = tr('password.mismatch');
  if (errors.password || errors.passwordConfirm) {
    showForm(400, errors, unmetRules);
    return;
  }
  if (!(await directory.resetPassword(token, password))) {
    invalid();
    return;
  }
  sendHtml(res, 200, messagePage({ locale, nonce, title: tr('reset.doneTitle'), body: tr('reset.doneBody'), link: { href: config.appOrigins[0] ?? '/', text: tr('site.back') }, role: 'status' }));
}
