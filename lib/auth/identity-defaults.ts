/** The embedded identity provider's tenant, shared by the server's and the browser's configuration. */
export const identityDefaults = {
  authorityHost: 'https://localhost:3443',
  tenant: 'navlunport.onmicrosoft.com',
  tenantId: '6f2a1c8e-3b7d-4e52-9a10-4c1d2e3f5a6b',
  clientId: '3c9d7e21-5a4b-4f8e-b2c1-9d0e8f7a6b5c',
  signInPolicy: 'B2C_1_signupsignin',
  signUpPolicy: 'B2C_1_signup',
} as const;

export const ACCESS_SCOPE = 'access_as_frontenduser';

/** Registration channels a new user may be attributed to, unless REGISTRATION_CHANNELS says otherwise. */
export const defaultRegistrationChannels = 'web,mobile,linkedin,google,partner,fair';
