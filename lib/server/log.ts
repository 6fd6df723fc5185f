import pino from 'pino';
import { logLevel } from './config';

/** The server's structured logger; secrets and credentials are redacted. */
export const log = pino({
  level: logLevel(),
  base: { service: 'navlunport' },
  redact: { paths: ['password', '*.password', 'token', '*.token', 'authorization', '*.authorization', 'cookie', '*.cookie'], censor: '[redacted]' },
});
