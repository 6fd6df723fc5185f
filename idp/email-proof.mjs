// @ts-check
/**
 * Email proof at sign-up (what B2C's sign-up user flow does with its "send verification code" step): the
 * sign-up form's details wait in `idp.signup_codes`, keyed by the interaction, while a 6-digit code goes to
 * the address; the account exists only once the code is entered (10 minutes, 5 tries per code). Only the
 * code's SHA-256 and the password's hash are stored.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from './directory.mjs';
import { hashPassword } from './passwords.mjs';

/** @typedef {import('./db.mjs').Database} Database */

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_ATTEMPTS = 5;

/** @param {string} code */
const sha256 = (code) => createHash('sha256').update(code).digest();

/** Six digits, leading zeros kept. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * @typedef {object} PendingSignUp
 * @property {string} email
 * @property {string} firstName
 * @property {string} lastName
 * @property {string} passwordHash
 * @property {Date} kvkkConsentAt
 */
/**
 * @typedef {{ status: 'proven', signUp: PendingSignUp }
 *   | { status: 'wrong', attemptsLeft: number }
 *   | { status: 'spent' }} CodeCheck
 * `spent`: no sign-up waits for this interaction, its code expired or its tries are used up.
 */

/**
 * @typedef {{ email: string, first_name: string, last_name: string, password_hash: string, kvkk_consent_at: Date | string,
 *   code_hash: string, attempts: number, expires_at: Date | string }} SignUpCodeRow
 */

/** @param {Database} db */
export function createEmailProof(db) {
  /**
   * @param {string} text
   * @param {unknown[]} params
   */
  const rows = (text, params) => db.query(text, params).then((result) => /** @type {SignUpCodeRow[]} */ (result));
  /** @param {string} uid */
  const pending = async (uid) => (await rows('SELECT * FROM idp.signup_codes WHERE interaction_uid = $1', [uid]))[0];

  return {
    /**
     * Keeps the sign-up of interaction `uid` (replacing an earlier one) and returns the code to mail.
     * @param {string} uid
     * @param {{ email: string, firstName: string, lastName: string, password: string }} values
     * @returns {Promise<string>}
     */
    async start(uid, { email, firstName, lastName, password }) {
      const code = newCode();
      await db.query(
        `INSERT INTO idp.signup_codes (interaction_uid, email, first_name, last_name, password_hash, kvkk_consent_at, code_hash, attempts, expires_at)
         VALUES ($1, $2, $3, $4, $5, now(), $6, 0, $7)
         ON CONFLICT (interaction_uid) DO UPDATE SET email = $2, first_name = $3, last_name = $4, password_hash = $5,
           kvkk_consent_at = now(), code_hash = $6, attempts = 0, expires_at = $7, created_at = now()`,
        [uid, normalizeEmail(email), firstName.trim(), lastName.trim(), await hashPassword(password), sha256(code).toString('hex'), new Date(Date.now() + CODE_TTL_MS)],
      );
      await db.query(`DELETE FROM idp.signup_codes WHERE expires_at < now() - interval '1 day'`);
      return code;
    },

    /**
     * The address a code was sent to for interaction `uid`, while its sign-up waits.
     * @param {string} uid
     * @returns {Promise<string | undefined>}
     */
    async pendingEmail(uid) {
      const row = await pending(uid);
      return row && new Date(row.expires_at) > new Date() && row.attempts < CODE_ATTEMPTS ? row.email : undefined;
    },

    /**
     * A new code for the waiting sign-up (its tries start again); undefined when none waits.
     * @param {string} uid
     * @returns {Promise<{ email: string, firstName: string, code: string } | undefined>}
     */
    async renew(uid) {
      const code = newCode();
      const [row] = await rows(
        `UPDATE idp.signup_codes SET code_hash = $2, attempts = 0, expires_at = $3 WHERE interaction_uid = $1 RETURNING email, first_name`,
        [uid, sha256(code).toString('hex'), new Date(Date.now() + CODE_TTL_MS)],
      );
      return row ? { email: row.email, firstName: row.first_name, code } : undefined;
    },

    /**
     * Checks a code for interaction `uid`: counts the try first (atomically, so parallel guesses share the five),
     * then compares in constant time. A proven sign-up is removed and handed back for the account to be made.
     * @param {string} uid
     * @param {string} code
     * @returns {Promise<CodeCheck>}
     */
    async check(uid, code) {
      const [row] = await rows(
        `UPDATE idp.signup_codes SET attempts = attempts + 1
         WHERE interaction_uid = $1 AND expires_at > now() AND attempts < $2 RETURNING *`,
        [uid, CODE_ATTEMPTS],
      );
      if (!row) return { status: 'spent' };
      const stored = Buffer.from(row.code_hash, 'hex');
      const given = sha256(/^\d{6}$/.test(code) ? code : '');
      if (!/^\d{6}$/.test(code) || !timingSafeEqual(stored, given)) {
        const attemptsLeft = CODE_ATTEMPTS - Number(row.attempts);
        return attemptsLeft > 0 ? { status: 'wrong', attemptsLeft } : { status: 'spent' };
      }
      await db.query('DELETE FROM idp.signup_codes WHERE interaction_uid = $1', [uid]);
      return {
        status: 'proven',
        signUp: { email: row.email, firstName: row.first_name, lastName: row.last_name, passwordHash: row.password_hash, kvkkConsentAt: new Date(row.kvkk_consent_at) },
      };
    },
  };
}

/** @typedef {ReturnType<typeof createEmailProof>} EmailProof */
