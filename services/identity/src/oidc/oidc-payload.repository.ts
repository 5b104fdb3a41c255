import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { DataSource } from 'typeorm';
import { SCHEMA } from '../database.js';

const TABLE = `"${SCHEMA}"."oidc_payloads"`;
/** Rows are still readable this long past their expiry, as oidc-provider's own clock tolerance allows. */
const READ_GRACE_S = 15;

/**
 * The OpenID provider's storage, as the oidc-provider `Adapter` of one model: everything it keeps
 * (Session, Grant, AuthorizationCode, RefreshToken, Interaction, …) is one row per (model, id) in
 * `identity.oidc_payloads`, with the grant id, session uid, user code and account id as indexed
 * columns for the provider's look-ups and for account deletion, and an expiry after which a row is
 * never read and is swept. Nothing lives in memory, so a restart (or another replica) signs nobody out.
 */
export class OidcPayloadRepository implements Adapter {
  constructor(
    private readonly model: string,
    private readonly dataSource: DataSource,
  ) {}

  /** The factory oidc-provider's `adapter` option takes. */
  static factory(dataSource: DataSource): (model: string) => OidcPayloadRepository {
    return (model: string) => new OidcPayloadRepository(model, dataSource);
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.dataSource.query(
      `INSERT INTO ${TABLE} ("model", "id", "payload", "grant_id", "uid", "user_code", "account_id", "expires_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT ("model", "id") DO UPDATE SET
         "payload" = EXCLUDED."payload", "grant_id" = EXCLUDED."grant_id", "uid" = EXCLUDED."uid",
         "user_code" = EXCLUDED."user_code", "account_id" = EXCLUDED."account_id",
         "expires_at" = EXCLUDED."expires_at"`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        payload.accountId ?? payload.session?.accountId ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findBy('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findBy('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findBy('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE ${TABLE}
          SET "payload" = jsonb_set("payload", '{consumed}', to_jsonb(floor(extract(epoch FROM now()))::bigint))
        WHERE "model" = $1 AND "id" = $2`,
      [this.model, id],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${TABLE} WHERE "model" = $1 AND "id" = $2`, [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM ${TABLE} WHERE "grant_id" = $1 AND "model" = $2`, [
      grantId,
      this.model,
    ]);
  }

  private async findBy(
    column: 'id' | 'uid' | 'user_code',
    value: string,
  ): Promise<AdapterPayload | undefined> {
    const rows: Array<{ payload: AdapterPayload }> = await this.dataSource.query(
      `SELECT "payload" FROM ${TABLE}
        WHERE "model" = $1 AND "${column}" = $2
          AND ("expires_at" IS NULL OR "expires_at" > now() - make_interval(secs => $3))
        LIMIT 1`,
      [this.model, value, READ_GRACE_S],
    );
    return rows[0]?.payload;
  }
}

/** Deletes provider rows that expired (past the read grace), a batch at a time. Returns how many. */
export async function sweepExpiredPayloads(dataSource: DataSource, batchSize = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const rows: Array<{ count: number }> = await dataSource.query(
      `WITH doomed AS (
         SELECT "model", "id" FROM ${TABLE}
          WHERE "expires_at" < now() - make_interval(secs => $1)
          LIMIT $2
       ), gone AS (
         DELETE FROM ${TABLE} p USING doomed
          WHERE p."model" = doomed."model" AND p."id" = doomed."id"
         RETURNING 1
       )
       SELECT count(*)::int AS count FROM gone`,
      [READ_GRACE_S * 4, batchSize],
    );
    const count = rows[0]?.count ?? 0;
    total += count;
    if (count < batchSize) return total;
  }
}
