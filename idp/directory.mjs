// @ts-check
/**
 * The user directory (the provider's own store, as B2C has): users keyed by object id (oid) and
 * single-use password-reset tokens, of which only the SHA-256 is stored.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isUniqueViolation } from './db.mjs';
import { hashPassword, verifyPassword } from './passwords.mjs';

/** @typedef {import('./db.mjs').Database} Database */
/**
 * @typedef {object} User
 * @property {string} id object id (oid), a UUID
 * @property {string} email lower-cased
 * @property {string} firstName
 * @property {string} lastName
 * @property {Date} createdAt
 * @property {Date | null} kvkkConsentAt
 * @property {boolean} emailVerified the holder proved the address (sign-up code, or a reset through a mailed link)
 */
/** @typedef {{ id: string, email: string, first_name: string, last_name: string, password_hash: string, created_at: Date | string, kvkk_consent_at: Date | string | null, email_verified: boolean }} UserRow */

export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export class EmailTakenError extends Error {
  constructor() {
    super('email already registered');
    this.name = 'EmailTakenError';
  }
}

/** @param {string} email */
export const normalizeEmail = (email) => email.trim().toLowerCase();

/** A pragmatic address check: one at-sign, no spaces, a dot in the domain, at most 254 characters. */
export const isValidEmail = (/** @type {string} */ email) => email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** @param {string} token */
const sha256 = (token) => createHash('sha256').update(token).digest('hex');

/**
 * @param {UserRow} row
 * @returns {User}
 */
const toUser = (row) => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  createdAt: new Date(row.created_at),
  kvkkConsentAt: row.kvkk_consent_at ? new Date(row.kvkk_consent_at) : null,
  emailVerified: row.email_verified === true,
});

const USER_COLUMNS = 'id, email, first_name, last_name, password_hash, created_at, kvkk_consent_at, email_verified';

/**
 * @param {Database} db
 */
export function createDirectory(db) {
  /**
   * @param {string} email
   * @returns {Promise<UserRow | undefined>}
   */
  const rowByEmail = async (email) =>
    /** @type {UserRow[]} */ (await db.query(`SELECT ${USER_COLUMNS} FROM idp.users WHERE email = $1`, [normalizeEmail(email)]))[0];

  /**
   * @param {string} id
   * @returns {Promise<User | undefined>}
   */
  const findById = async (id) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await db.query(`SELECT ${USER_COLUMNS} FROM idp.users WHERE id = $1`, [id]);
    return row ? toUser(/** @type {UserRow} */ (row)) : undefined;
  };

  return {
    findById,

    /**
     * @param {string} email
     * @returns {Promise<User | undefined>}
     */
    async findByEmail(email) {
      const row = await rowByEmail(email);
      return row ? toUser(row) : undefined;
    },

    /**
     * The user when the email and password match; undefined otherwise (same work either way).
     * @param {string} email
     * @param {string} password
     * @returns {Promise<User | undefined>}
     */
    async authenticate(email, password) {
      const row = await rowByEmail(email);
      const ok = await verifyPassword(password, row?.password_hash);
      return ok && row ? toUser(row) : undefined;
    },

    /**
     * An account: from a password (the demo and test users), or from a proven sign-up's password hash
     * (idp/email-proof.mjs), which also marks the address proven.
     * @param {{ email: string, firstName: string, lastName: string, id?: string, kvkkConsentAt?: Date | null, emailVerified?: boolean }
     *   & ({ password: string } | { passwordHash: string })} input
     * @returns {Promise<User>}
     * @throws {EmailTakenError}
     */
    async createUser({ email, firstName, lastName, id = randomUUID(), kvkkConsentAt = null, emailVerified = false, ...secret }) {
      const passwordHash = 'passwordHash' in secret ? secret.passwordHash : await hashPassword(secret.password);
      try {
        const [row] = await db.query(
          `INSERT INTO idp.users (id, email, first_name, last_name, password_hash, kvkk_consent_at, email_verified)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${USER_COLUMNS}`,
          [id, normalizeEmail(email), firstName.trim(), lastName.trim(), passwordHash, kvkkConsentAt, emailVerified],
        );
        return toUser(/** @type {UserRow} */ (row));
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError();
        throw error;
      }
    },

    /**
     * @param {string} userId
     * @param {string} password
     */
    async setPassword(userId, password) {
      await db.query('UPDATE idp.users SET password_hash = $2 WHERE id = $1', [userId, await hashPassword(password)]);
    },

    /**
     * Creates a single-use reset token valid for 30 minutes and returns it (only its hash is stored).
     * @param {string} userId
     * @param {number} [ttlMs]
     * @returns {Promise<string>}
     */
    async createPasswordReset(userId, ttlMs = RESET_TOKEN_TTL_MS) {
      const token = randomBytes(32).toString('base64url');
      await db.query(
        `INSERT INTO idp.password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)`,
        [sha256(token), userId, new Date(Date.now() + ttlMs)],
      );
      return token;
    },

    /**
     * The user of a reset token that is known, unused and unexpired.
     * @param {string} token
     * @returns {Promise<User | undefined>}
     */
    async findPasswordReset(token) {
      if (!token) return undefined;
      const [row] = await db.query(
        `SELECT ${USER_COLUMNS.split(', ').map((column) => `u.${column}`).join(', ')}
         FROM idp.password_resets r JOIN idp.users u ON u.id = r.user_id
         WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
        [sha256(token)],
      );
      return row ? toUser(/** @type {UserRow} */ (row)) : undefined;
    },

    /**
     * Uses a reset token (atomically: a second use finds nothing) and sets the new password; the
     * user's other outstanding tokens are spent too.
     * @param {string} token
     * @param {string} password
     * @returns {Promise<User | undefined>} undefined when the token is unknown, used or expired
     */
    async resetPassword(token, password) {
      if (!token) return undefined;
      const [spent] = await db.query(
        `UPDATE idp.password_resets SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
        [sha256(token)],
      );
      const userId = /** @type {{ user_id?: string } | undefined} */ (spent)?.user_id;
      if (!userId) return undefined;
      // The reset link was mailed to the address: whoever used it holds the mailbox.
      await db.query('UPDATE idp.users SET password_hash = $2, email_verified = true WHERE id = $1', [userId, await hashPassword(password)]);
      await db.query('UPDATE idp.password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
      await db.query('DELETE FROM idp.password_resets WHERE expires_at < now() - interval \'1 day\'');
      return findById(userId);
    },

    /**
     * Seeds the demo users of `file` (fields oid, email, password, firstName, lastName), their addresses
     * proven (the operators' own); existing ids or emails are left as they are, so it is idempotent.
     * @param {string} file
     * @returns {Promise<number>} how many users were added
     */
    async seedDemoUsers(file) {
      /** @type {{ oid: string, email: string, password: string, firstName: string, lastName: string }[]} */
      const users = JSON.parse(await readFile(file, 'utf8'));
      const existing = new Set(
        (await db.query('SELECT id FROM idp.users WHERE id = ANY($1::uuid[])', [users.map((user) => user.oid)])).map(
          (row) => /** @type {{ id: string }} */ (row).id,
        ),
      );
      let added = 0;
      for (const user of users) {
        if (existing.has(user.oid)) continue;
        const rows = await db.query(
          `INSERT INTO idp.users (id, email, first_name, last_name, password_hash, email_verified)
           VALUES ($1, $2, $3, $4, $5, true) ON CONFLICT DO NOTHING RETURNING id`,
          [user.oid, normalizeEmail(user.email), user.firstName, user.lastName, await hashPassword(user.password)],
        );
        added += rows.length;
      }
      return added;
    },
  };
}

/** @typedef {ReturnType<typeof createDirectory>} Directory */
