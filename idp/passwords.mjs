// @ts-check
/**
 * Password hashing (scrypt from node:crypto, stored as `scrypt$N$r$p$salt$hash`) and the password rules
 * shown on the sign-up and reset pages. Passwords are never logged.
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** @typedef {'length' | 'upper' | 'lower' | 'digit' | 'symbol' | 'email'} PasswordRule */
/** @type {PasswordRule[]} */
export const PASSWORD_RULES = ['length', 'upper', 'lower', 'digit', 'symbol', 'email'];

/**
 * @param {string} password
 * @param {Buffer} salt
 * @param {{ N: number, r: number, p: number }} params
 * @returns {Promise<Buffer>}
 */
function scrypt(password, salt, { N, r, p }) {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * @param {string} password
 * @returns {Promise<string>} `scrypt$N$r$p$salt$hash` (salt and hash base64url)
 */
export async function hashPassword(password) {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** A stored hash to compare against when the account does not exist, so both cases take as long. */
let decoy;

/**
 * Compares in constant time. With `stored` undefined (unknown account) it still does the work.
 * @param {string} password
 * @param {string | undefined} stored
 * @returns {Promise<boolean>}
 */
export async function verifyPassword(password, stored) {
  decoy ??= await hashPassword(randomBytes(12).toString('hex'));
  const [scheme, n, r, p, salt, hash] = (stored ?? decoy).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * The rules a password breaks: at least 8 (and at most 128) characters, an upper-case letter, a
 * lower-case letter, a digit and a symbol, and not containing the local part of the email address
 * (checked when that part has 3 or more characters).
 * @param {string} password
 * @param {string} email
 * @returns {PasswordRule[]}
 */
export function passwordProblems(password, email) {
  /** @type {PasswordRule[]} */
  const problems = [];
  if (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) problems.push('length');
  if (!/\p{Lu}/u.test(password)) problems.push('upper');
  if (!/\p{Ll}/u.test(password)) problems.push('lower');
  if (!/\p{Nd}/u.test(password)) problems.push('digit');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) problems.push('symbol');
  const local = (email.split('@')[0] ?? '').trim().toLowerCase();
  if (local.length >= 3 && password.toLowerCase().includes(local)) problems.push('email');
  return problems;
}
