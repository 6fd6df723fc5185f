// @ts-check
/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens…) in the directory's
 * database, table idp.oidc_payloads, so sign-ins and refresh tokens survive a restart. Each policy has its
 * own namespace: a policy's tokens are redeemed at that policy only.
 */

/** @typedef {import('./db.mjs').Database} Database */
/** @typedef {Record<string, unknown> & { grantId?: string, userCode?: string, uid?: string }} Payload */

/**
 * @param {Database} db
 * @param {string} namespace e.g. the policy name
 */
export function createAdapterClass(db, namespace) {
  return class DatabaseAdapter {
    /** @param {string} name oidc-provider model name (Session, AccessToken, …) */
    constructor(name) {
      this.model = `${namespace}/${name}`;
    }

    /**
     * @param {string} id
     * @param {Payload} payload
     * @param {number} [expiresIn] seconds
     */
    async upsert(id, payload, expiresIn) {
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
      await db.query(
        `INSERT INTO idp.oidc_payloads (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
           user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [this.model, id, JSON.stringify(payload), payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, expiresAt],
      );
    }

    /**
     * @param {string} column
     * @param {string} value
     * @returns {Promise<Payload | undefined>}
     */
    async #findBy(column, value) {
      if (!value) return undefined;
      const [row] = await db.query(
        `SELECT payload, consumed_at FROM idp.oidc_payloads
         WHERE model = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.model, value],
      );
      if (!row) return undefined;
      const { payload, consumed_at: consumedAt } = /** @type {{ payload: Payload | string, consumed_at: Date | string | null }} */ (row);
      const data = typeof payload === 'string' ? JSON.parse(payload) : payload;
      return consumedAt ? { ...data, consumed: Math.floor(new Date(consumedAt).getTime() / 1000) } : data;
    }

    /** @param {string} id */
    find(id) {
      return this.#findBy('id', id);
    }

    /** @param {string} uid */
    findByUid(uid) {
      return this.#findBy('uid', uid);
    }

    /** @param {string} userCode */
    findByUserCode(userCode) {
      return this.#findBy('user_code', userCode);
    }

    /** @param {string} id */
    async consume(id) {
      await db.query('UPDATE idp.oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id]);
    }

    /** @param {string} id */
    async destroy(id) {
      await db.query('DELETE FROM idp.oidc_payloads WHERE model = $1 AND id = $2', [this.model, id]);
    }

    /** @param {string} grantId */
    async revokeByGrantId(grantId) {
      await db.query('DELETE FROM idp.oidc_payloads WHERE model = $1 AND grant_id = $2', [this.model, grantId]);
    }
  };
}

/**
 * Deletes expired rows of every namespace.
 * @param {Database} db
 */
export async function purgeExpired(db) {
  await db.query('DELETE FROM idp.oidc_payloads WHERE expires_at < now()');
  await db.query("DELETE FROM idp.password_resets WHERE expires_at < now() - interval '1 day'");
}
