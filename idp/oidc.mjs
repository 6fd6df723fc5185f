// @ts-check
/**
 * oidc-provider, which ships no types, with the few types the embedded provider relies on. Every other
 * module imports it from here. Configuration callbacks get oidc-provider's Koa context and models,
 * typed loosely on purpose.
 */
// @ts-expect-error oidc-provider has no type declarations; the parts used are typed below
import OidcProvider, { errors as oidcErrors } from 'oidc-provider';

/**
 * @typedef {{ detail?: string, cause?: unknown } | string} ErrorOptions
 * @typedef {Error & { error: string, error_description?: string, error_detail?: string, status: number, statusCode: number, expose: boolean }} OIDCProviderErrorInstance
 * @typedef {new (status: number, message: string, options?: ErrorOptions) => OIDCProviderErrorInstance} OIDCProviderErrorClass
 * @typedef {new (description?: string, options?: ErrorOptions) => OIDCProviderErrorInstance} DescribedErrorClass
 */

/** @type {any} the Provider class (a Koa application) */
export const Provider = OidcProvider;

/** @type {{ OIDCProviderError: OIDCProviderErrorClass, InvalidGrant: DescribedErrorClass, InvalidRequest: DescribedErrorClass, InvalidTarget: DescribedErrorClass, SessionNotFound: DescribedErrorClass }} */
export const errors = oidcErrors;
