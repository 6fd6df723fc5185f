import { identityDefaults } from './identity-defaults';

/**
 * Where a signed-in user changes their password: the identity provider's own flow, prefilled with their
 * address. NEXT_PUBLIC_AUTH_PASSWORD_CHANGE_URL overrides it (for Azure AD B2C, the authorize URL of the
 * password-reset user flow, e.g. …/{tenant}/B2C_1_passwordreset/oauth2/v2.0/authorize?client_id=…&redirect_uri=…&response_type=id_token&scope=openid&nonce=x);
 * `{email}` and `{locale}` in it are filled in. The default is the embedded provider's
 * /forgot-password page, which emails a link to set a new password.
 */
export function passwordChangeUrl(email: string, locale: string): string {
  const template = process.env.NEXT_PUBLIC_AUTH_PASSWORD_CHANGE_URL;
  if (template) return template.replaceAll('{email}', encodeURIComponent(email)).replaceAll('{locale}', encodeURIComponent(locale));
  const host = (process.env.NEXT_PUBLIC_AUTH_AUTHORITY_HOST || identityDefaults.authorityHost).replace(/\/+$/, '');
  return `${host}/forgot-password?ui_locales=${encodeURIComponent(locale)}&login_hint=${encodeURIComponent(email)}`;
}
