import path from 'node:path';
import { dataDir } from '../config';
import { ACCESS_SCOPE, defaultRegistrationChannels, identityDefaults } from '../../auth/identity-defaults';

/** Identity configuration (DESIGN "Identity"); defaults point to the embedded provider. */
export interface AuthConfig {
  /** No external authority configured: the embedded provider (idp/) runs and demo users exist. */
  embedded: boolean;
  authorityHost: string;
  tenant: string;
  tenantId: string;
  clientId: string;
  issuer: string;
  scope: string;
  /** Remote key set of an external authority; the embedded provider's public keys are read from DATA_DIR otherwise. */
  jwksUri?: string;
  /**
   * CA certificates (a PEM file) trusted for fetching the remote key sets, besides the public roots: an
   * authority under a private CA is trusted for that one fetch, not for every outbound TLS connection
   * of the process as NODE_EXTRA_CA_CERTS would.
   */
  jwksCaFile?: string;
  embeddedJwksFile: string;
  /** The second session kind: Microsoft Graph access tokens, verified with their own audience and scope. */
  graph: { audience: string; scope: string; issuer: string; jwksUri?: string };
  /** Shared secret of the provider's claims call (B2C API connector pattern). */
  claimsSecret: string;
  /** Registration channels a new user may be attributed to (compared ignoring case). */
  registrationChannels: string[];
}

export { ACCESS_SCOPE };

export function authConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const authorityHost = (env.AUTH_AUTHORITY_HOST ?? (env.IDP_PORT ? `https://localhost:${env.IDP_PORT}` : identityDefaults.authorityHost)).replace(/\/+$/, '');
  const tenantId = env.AUTH_TENANT_ID ?? identityDefaults.tenantId;
  const issuer = env.AUTH_ISSUER ?? `${authorityHost}/${tenantId}/v2.0/`;
  return {
    embedded: !env.AUTH_AUTHORITY_HOST,
    authorityHost,
    tenant: env.AUTH_TENANT ?? identityDefaults.tenant,
    tenantId,
    clientId: env.AUTH_CLIENT_ID ?? identityDefaults.clientId,
    issuer,
    scope: ACCESS_SCOPE,
    jwksUri: env.AUTH_JWKS_URI || undefined,
    jwksCaFile: env.AUTH_JWKS_CA_FILE || undefined,
    embeddedJwksFile: path.join(dataDir(), 'idp', 'jwks.public.json'),
    graph: {
      audience: env.AUTH_GRAPH_AUDIENCE ?? 'https://graph.microsoft.com',
      scope: env.AUTH_GRAPH_SCOPE ?? 'User.Read',
      issuer: env.AUTH_GRAPH_ISSUER ?? issuer,
      jwksUri: env.AUTH_GRAPH_JWKS_URI || env.AUTH_JWKS_URI || undefined,
    },
    claimsSecret: env.IDP_CLAIMS_SECRET ?? 'navlunport-embedded-claims-secret',
    registrationChannels: (env.REGISTRATION_CHANNELS ?? defaultRegistrationChannels)
      .split(',')
      .map((channel) => channel.trim())
      .filter(Boolean),
  };
}
