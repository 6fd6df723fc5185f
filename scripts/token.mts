#!/usr/bin/env node
// `npm run token -- <email>`: prints a valid access token for a seeded demo user (embedded provider only).
import { demoAccessToken } from './lib/demo-token.ts';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run token -- <email>   (e.g. customer@navlunport.test)');
  process.exit(2);
}
try {
  process.stdout.write(`${await demoAccessToken(email)}\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
