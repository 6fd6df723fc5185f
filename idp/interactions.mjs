// @ts-check
/**
 * The provider's own interaction pages (what B2C's hosted pages do): sign-in, sign-up with its mailed code
 * (idp/email-proof.mjs: the account exists once the code is entered; all reachable in one interaction), and the
 * automatic consent of the first-party client. oidc-provider's interaction cookie (SameSite=Lax, path-bound to the
 * interaction) ties each POST to the browser that started it.
 */
import { errors } from './oidc.mjs';
import { EmailTakenError, isValidEmail, normalizeEmail } from './directory.mjs';
import { clientIp, readForm, redirect, sendHtml } from './http.mjs';
import { pickLocale, translator } from './i18n.mjs';
import { signUpCodeMail } from './mail.mjs';
import { messagePage, signInPage, signUpPage, verifyPage } from './pages.mjs';
import { passwordProblems } from './passwords.mjs';
import { OIDC_SCOPES } from './provider.mjs';

/** @typedef {import('./config.mjs').IdpConfig} IdpConfig */
/** @typedef {import('./directory.mjs').Directory} Directory */
/** @typedef {import('./directory.mjs').User} User */
/** @typedef {import('./rate-limit.mjs').Limits} Limits */
/** @typedef {import('./http.mjs').Request} Request */
/** @typedef {import('./http.mjs').Response} Response */
/** @typedef {import('./i18n.mjs').Locale} Locale */
/** @typedef {import('./pages.mjs').FieldErrors} FieldErrors */
/**
 * @typedef {object} InteractionContext
 * @property {IdpConfig} config
 * @property {Directory} directory
 * @property {import('./email-proof.mjs').EmailProof} emailProof
 * @property {Limits} limits
 * @property {import('./mail.mjs').Mailer} mailer
 * @property {(message: string, error?: unknown) => void} logError
 */
/** @typedef {{ provider: any, policy: string, mount: string, uid: string, action: import('./router.mjs').InteractionAction | undefined }} InteractionRoute */

const NAME_MAX = 100;

/**
 * The KVKK notice of the application in the page's language.
 * @param {IdpConfig} config
 * @param {Locale} locale
 */
export const kvkkHref = (config, locale) => `${config.appOrigins[0]}${locale === 'tr' ? '/yasal-dokumanlar/kvkk' : '/en/legal-documents/kvkk'}`;

/**
 * Creates (or extends) the grant of this first-party client with what it asked for: the OIDC scopes
 * and the API scope on the API resource. No consent screen is shown.
 * @param {any} provider
 * @param {any} details the interaction
 * @param {string} accountId
 * @param {IdpConfig} config
 * @returns {Promise<string>} the grant id
 */
async function autoGrant(provider, details, accountId, config) {
  const clientId = details.params.client_id;
  let grant = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  if (!grant || grant.accountId !== accountId || grant.clientId !== clientId) grant = new provider.Grant({ accountId, clientId });
  const requested = String(details.params.scope ?? '').split(' ').filter(Boolean);
  const oidcScopes = requested.filter((scope) => OIDC_SCOPES.includes(scope));
  if (oidcScopes.length) grant.addOIDCScope(oidcScopes.join(' '));
  if (requested.includes(config.apiScope)) grant.addResourceScope(config.apiResource, config.apiScope);
  return grant.save();
}

/**
 * @param {InteractionRoute} route
 * @param {Locale} locale
 * @param {'login' | 'signup' | 'verify'} view
 */
const viewHref = (route, locale, view) => `${route.mount}/interaction/${route.uid}/${view}?ui_locales=${locale}`;

/**
 * @param {Request} req
 * @param {Response} res
 * @param {InteractionRoute} route
 * @param {InteractionContext} context
 */
export async function handleInteraction(req, res, route, context) {
  const { config, directory, emailProof, limits, mailer } = context;
  const { provider } = route;
  const query = new URL(req.url ?? '/', 'https://localhost').searchParams;
  const nonce = req.cspNonce ?? '';

  let details;
  try {
    details = await provider.interactionDetails(req, res);
    if (details.uid !== route.uid) throw new errors.SessionNotFound('interaction mismatch');
  } catch (error) {
    if (!(error instanceof errors.SessionNotFound)) throw error;
    const locale = pickLocale(query.get('ui_locales'));
    const tr = translator(locale);
    sendHtml(res, 400, messagePage({ locale, nonce, title: tr('error.title'), body: tr('error.sessionExpired'), link: { href: config.appOrigins[0] ?? '/', text: tr('site.back') }, role: 'alert' }));
    return;
  }

  /** @param {User} user */
  const finishSignIn = async (user) => {
    const grantId = await autoGrant(provider, details, user.id, config);
    await provider.interactionFinished(req, res, { login: { accountId: user.id, amr: ['pwd'], remember: true }, consent: { grantId } }, { mergeWithLastSubmission: false });
  };

  // Signed in already, only the consent is asked for: grant it and go on.
  if (details.prompt.name !== 'login') {
    const accountId = details.session?.accountId;
    if (details.prompt.name !== 'consent' || !accountId) throw new Error(`unexpected prompt ${details.prompt.name}`);
    const grantId = await autoGrant(provider, details, accountId, config);
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }

  const isPost = req.method === 'POST';
  const form = isPost ? await readForm(req) : {};
  const locale = pickLocale(form.ui_locales ?? query.get('ui_locales') ?? details.params.ui_locales);
  const tr = translator(locale);
  const view = route.action === 'verify' || route.action === 'resend' ? 'verify' : (route.action ?? (route.policy === config.policies.signUp ? 'signup' : 'login'));
  const switchHref = viewHref(route, locale === 'tr' ? 'en' : 'tr', view);
  const forgotHref = `/forgot-password?ui_locales=${locale}&return=${encodeURIComponent(`${route.mount}/interaction/${route.uid}`)}`;

  /** @param {number} status @param {{ email?: string, error?: string, errors?: FieldErrors }} [state] */
  const showSignIn = (status, state = {}) =>
    sendHtml(
      res,
      status,
      signInPage({
        locale,
        nonce,
        action: `${route.mount}/interaction/${route.uid}/login`,
        email: state.email ?? (typeof details.params.login_hint === 'string' ? details.params.login_hint : ''),
        error: state.error,
        errors: state.errors,
        signUpHref: viewHref(route, locale, 'signup'),
        forgotHref,
        switchHref,
      }),
    );

  /** @param {number} status @param {{ values?: { firstName?: string, lastName?: string, email?: string, kvkk?: boolean }, errors?: FieldErrors, unmetRules?: import('./passwords.mjs').PasswordRule[] }} [state] */
  const showSignUp = (status, state = {}) =>
    sendHtml(
      res,
      status,
      signUpPage({
        locale,
        nonce,
        action: `${route.mount}/interaction/${route.uid}/signup`,
        // An invitation's address (login_hint) starts the form; the visitor may still change it.
        values: state.values ?? (typeof details.params.login_hint === 'string' ? { email: details.params.login_hint } : undefined),
        errors: state.errors,
        unmetRules: state.unmetRules,
        kvkkHref: kvkkHref(config, locale),
        signInHref: viewHref(route, locale, 'login'),
        switchHref,
      }),
    );

  const tooMany = (/** @type {number} */ retryAfterSeconds) =>
    sendHtml(
      res,
      429,
      messagePage({ locale, nonce, title: tr('rate.title'), body: tr('rate.body'), link: { href: viewHref(route, locale, view), text: tr('forgot.backToSignIn') }, role: 'alert' }),
      { 'Retry-After': String(retryAfterSeconds) },
    );

  /** @param {number} status @param {string} email @param {{ error?: string, notice?: string }} [state] */
  const showVerify = (status, email, state = {}) =>
    sendHtml(
      res,
      status,
      verifyPage({
        locale,
        nonce,
        action: `${route.mount}/interaction/${route.uid}/verify`,
        resendAction: `${route.mount}/interaction/${route.uid}/resend`,
        email,
        ...state,
        signUpHref: viewHref(route, locale, 'signup'),
        switchHref,
      }),
    );

  /** No sign-up waits for a code here (expired, tries used up, or none started): nothing was created. */
  const codeSpent = () =>
    sendHtml(res, 400, messagePage({ locale, nonce, title: tr('verify.spentTitle'), body: tr('verify.spentBody'), link: { href: viewHref(route, locale, 'signup'), text: tr('verify.restart') }, role: 'alert' }));

  /** @param {string} email @param {string} name @param {string} code */
  const mailCode = (email, name, code) => mailer.send(signUpCodeMail({ locale, to: email, name, code }));

  if (!isPost) {
    if (view === 'verify') {
      const email = await emailProof.pendingEmail(route.uid);
      if (email) showVerify(200, email);
      else codeSpent();
    } else if (view === 'signup') showSignUp(200);
    else showSignIn(200);
    return;
  }
  if (!route.action) {
    redirect(res, viewHref(route, locale, view));
    return;
  }

  if (route.action === 'login') {
    const email = normalizeEmail(form.email ?? '');
    const password = form.password ?? '';
    /** @type {FieldErrors} */
    const fieldErrors = {};
    if (!email) fieldErrors.email = tr('form.required');
    if (!password) fieldErrors.password = tr('form.required');
    if (fieldErrors.email || fieldErrors.password) {
      showSignIn(400, { email, errors: fieldErrors });
      return;
    }
    const limit = limits.attempt('signin', clientIp(req), email);
    if (!limit.allowed) {
      tooMany(limit.retryAfterSeconds);
      return;
    }
    const user = password.length <= 256 ? await directory.authenticate(email, password) : undefined;
    if (!user) {
      showSignIn(400, { email, error: tr('signin.invalid') });
      return;
    }
    await finishSignIn(user);
    return;
  }

  if (route.action === 'verify') {
    const limit = limits.attempt('verify', clientIp(req));
    if (!limit.allowed) {
      tooMany(limit.retryAfterSeconds);
      return;
    }
    const email = await emailProof.pendingEmail(route.uid);
    if (!email) {
      codeSpent();
      return;
    }
    const code = (form.code ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) {
      showVerify(400, email, { error: tr(code ? 'verify.format' : 'form.required') });
      return;
    }
    const checked = await emailProof.check(route.uid, code);
    if (checked.status === 'spent') {
      codeSpent();
      return;
    }
    if (checked.status === 'wrong') {
      showVerify(400, email, { error: tr('verify.wrong', { left: checked.attemptsLeft }) });
      return;
    }
    let user;
    try {
      user = await directory.createUser({ ...checked.signUp, emailVerified: true });
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      // Someone proved the same address in another window first.
      showSignUp(400, { values: { firstName: checked.signUp.firstName, lastName: checked.signUp.lastName, email: checked.signUp.email }, errors: { email: tr('signup.emailTaken') } });
      return;
    }
    await finishSignIn(user);
    return;
  }

  if (route.action === 'resend') {
    const email = await emailProof.pendingEmail(route.uid);
    const limit = limits.attempt('resend', clientIp(req), email);
    if (!limit.allowed) {
      tooMany(limit.retryAfterSeconds);
      return;
    }
    const renewed = email ? await emailProof.renew(route.uid) : undefined;
    if (!renewed) {
      codeSpent();
      return;
    }
    await mailCode(renewed.email, renewed.firstName, renewed.code);
    showVerify(200, renewed.email, { notice: tr('verify.resent') });
    return;
  }

  // Sign-up: checked here, created once the address is proven (verify above).
  const values = {
    firstName: (form.firstName ?? '').trim(),
    lastName: (form.lastName ?? '').trim(),
    email: normalizeEmail(form.email ?? ''),
    kvkk: form.kvkk === 'yes',
  };
  // Per address and per email domain: a script can't sign up a domain's addresses from many machines either.
  const limit = limits.attempt('signup', clientIp(req), values.email.includes('@') ? `domain:${values.email.slice(values.email.lastIndexOf('@') + 1)}` : undefined);
  if (!limit.allowed) {
    tooMany(limit.retryAfterSeconds);
    return;
  }
  const password = form.password ?? '';
  /** @type {FieldErrors} */
  const fieldErrors = {};
  for (const name of /** @type {const} */ (['firstName', 'lastName'])) {
    if (!values[name]) fieldErrors[name] = tr('form.required');
    else if (values[name].length > NAME_MAX) fieldErrors[name] = tr('form.tooLong', { max: NAME_MAX });
  }
  if (!values.email) fieldErrors.email = tr('form.required');
  else if (!isValidEmail(values.email)) fieldErrors.email = tr('email.invalid');
  const unmetRules = password ? passwordProblems(password, values.email) : [];
  if (!password) fieldErrors.password = tr('form.required');
  else if (unmetRules.length) fieldErrors.password = tr('password.weak', { rules: unmetRules.map((rule) => tr(`password.rule.${rule}`)).join(', ') });
  if (!fieldErrors.password && password !== (form.passwordConfirm ?? '')) fieldErrors.passwordConfirm = tr('password.mismatch');
  if (!values.kvkk) fieldErrors.kvkk = tr('signup.kvkkRequired');
  if (!fieldErrors.email && (await directory.findByEmail(values.email))) fieldErrors.email = tr('signup.emailTaken');
  if (Object.values(fieldErrors).some(Boolean)) {
    showSignUp(400, { values, errors: fieldErrors, unmetRules });
    return;
  }
  const code = await emailProof.start(route.uid, { ...values, password });
  await mailCode(values.email, values.firstName, code);
  redirect(res, viewHref(route, locale, 'verify'));
}
