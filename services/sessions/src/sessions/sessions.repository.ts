import { Inject, Injectable } from '@nestjs/common';
import { SESSION_TYPE, type Session, type SessionLogicType } from '@untangle/contracts';
import { DATA_SOURCE } from '@untangle/nest-kit';
import { lockMember, preparedQuery } from '@untangle/nest-kit/database';
import type { DataSource } from 'typeorm';
import type { SessionCursor } from './cursor.js';
import { SessionEntity } from './session.entity.js';

/** What a member's save stores, already cleaned and checked. */
export interface NewSession {
  userId: string;
  idempotencyKey: string;
  inputText: string;
  outputText: string;
  logicType: SessionLogicType;
  explanation: string;
}

export type CreateOutcome =
  | { kind: 'created' | 'replayed'; session: Session }
  | { kind: 'conflict' }
  | { kind: 'account-deleted' }
  | { kind: 'full' };

export interface ListFilter {
  userId: string;
  /** An escaped ILIKE pattern. */
  pattern?: string;
  logicTypes?: string[];
  after?: SessionCursor;
  limit: number;
}

export interface SessionPage {
  items: Session[];
  /** The position after the last item, when more sessions follow. */
  next: SessionCursor | null;
  /** How many sessions match the filter in all: on a first page (no cursor) only. */
  total: number | null;
}

interface SessionRow {
  id: string;
  user_id: string;
  session_type: typeof SESSION_TYPE;
  input_text: string;
  output_text: string;
  logic_type: SessionLogicType;
  explanation: string;
  /** created_at in UTC with milliseconds (truncated), as JavaScript's toISOString writes it. */
  created_iso: string;
  /** created_at in UTC with microseconds: the keyset value. */
  cursor_at: string;
  /** On a first page: every matching row, counted before LIMIT. */
  total?: number;
}

/** Written by the database, so no row's time is parsed into a Date only to be written out again. */
const COLUMNS = `"id", "user_id", "session_type", "input_text", "output_text", "logic_type", "explanation",
  to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "created_iso",
  to_char("created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "cursor_at"`;

/** How long the outcome of a delete-all is kept for a retry with the same key to read. */
const DELETE_ALL_REPLAY_WINDOW = '1 day';
/** How long a deleted account's id keeps late saves out (far beyond any access token's life). */
const TOMBSTONE_DAYS = 30;

/**
 * The member lock's scope: every save and the account purge take it, so one member's saves run one
 * at a time, the count against the per-member cap is exact, and no save slips in beside a purge.
 */
const LOCK_SCOPE = 'sessions';

/** The `sessions` schema. Every statement is scoped to one member's `user_id`. */
@Injectable()
export class SessionsRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /**
   * Stores a session once per (member, idempotency key). A repeat with the same content returns the
   * stored session; with different content it is a conflict. Refused for an account already deleted,
   * and when the member already keeps `maxPerMember` sessions.
   */
  create(session: NewSession, maxPerMember: number): Promise<CreateOutcome> {
    return this.dataSource.transaction(async (manager) => {
      await lockMember(manager, LOCK_SCOPE, session.userId);
      const tombstones: unknown[] = await manager.query(
        `SELECT 1 FROM "sessions"."deleted_accounts" WHERE "user_id" = $1`,
        [session.userId],
      );
      if (tombstones.length > 0) return { kind: 'account-deleted' };
      const [existing]: SessionRow[] = await manager.query(
        `SELECT ${COLUMNS} FROM "sessions"."sessions" WHERE "user_id" = $1 AND "request_id" = $2`,
        [session.userId, session.idempotencyKey],
      );
      if (existing) {
        const same =
          existing.input_text === session.inputText &&
          existing.output_text === session.outputText &&
          existing.logic_type === session.logicType &&
          existing.explanation === session.explanation;
        return same ? { kind: 'replayed', session: toSession(existing) } : { kind: 'conflict' };
      }
      const kept = countOf(
        await manager.query(
          `SELECT count(*)::int AS "count" FROM "sessions"."sessions" WHERE "user_id" = $1`,
          [session.userId],
        ),
      );
      if (kept >= maxPerMember) return { kind: 'full' };
      const [inserted]: SessionRow[] = await manager.query(
        `INSERT INTO "sessions"."sessions"
           ("user_id", "request_id", "session_type", "input_text", "output_text", "logic_type", "explanation")
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         RETURNING ${COLUMNS}`,
        [
          session.userId,
          session.idempotencyKey,
          SESSION_TYPE,
          session.inputText,
          session.outputText,
          session.logicType,
          session.explanation,
        ],
      );
      return { kind: 'created', session: toSession(inserted!) };
    });
  }

  /** One page of a member's sessions, newest first, after the cursor's position. */
  async list(filter: ListFilter): Promise<SessionPage> {
    const params: unknown[] = [filter.userId];
    const where = [`"user_id" = $1`];
    if (filter.pattern) {
      params.push(filter.pattern);
      const p = `$${params.length}`;
      where.push(`("input_text" ILIKE ${p} ESCAPE '\\' OR "output_text" ILIKE ${p} ESCAPE '\\')`);
    }
    if (filter.logicTypes) {
      params.push(filter.logicTypes);
      where.push(`"logic_type" = ANY($${params.length}::text[])`);
    }
    if (filter.after) {
      params.push(filter.after.createdAt, filter.after.id);
      where.push(`("created_at", "id") < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`);
    }
    params.push(filter.limit + 1);
    // A first page also counts every match in the same scan (the window runs before LIMIT); later
    // pages skip it, their cursor condition would make the count partial anyway.
    const total = filter.after ? '' : ', count(*) OVER ()::int AS "total"';
    const text = `SELECT ${COLUMNS}${total} FROM "sessions"."sessions"
       WHERE ${where.join(' AND ')}
       ORDER BY "created_at" DESC, "id" DESC
       LIMIT $${params.length}`;
    // A plain page is a prepared statement (one of four texts: filter and cursor, each there or not),
    // planned once per connection; a search is planned for its own pattern every time, since how
    // selective the pattern is decides between the trigram indexes and the member's own rows.
    const rows: SessionRow[] = filter.pattern
      ? await this.dataSource.query(text, params)
      : await preparedQuery<SessionRow>(this.dataSource, text, params);
    const page = rows.slice(0, filter.limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toSession),
      next: rows.length > filter.limit && last ? { createdAt: last.cursor_at, id: last.id } : null,
      total: filter.after ? null : (rows[0]?.total ?? 0),
    };
  }

  /** Deletes one of the member's sessions; false when the member has no session with that id. */
  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.dataSource.getRepository(SessionEntity).delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Deletes every session of the member and records how many, so the same idempotency key asked again
   * (a redelivery, a client retry) answers the same count instead of 0. The key's
   * column is request_id.
   */
  deleteAll(userId: string, idempotencyKey: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(
        `DELETE FROM "sessions"."delete_all_requests" WHERE "created_at" < now() - $1::interval`,
        [DELETE_ALL_REPLAY_WINDOW],
      );
      const claimed: unknown[] = await manager.query(
        `INSERT INTO "sessions"."delete_all_requests" ("user_id", "request_id", "deleted_count")
         VALUES ($1, $2, 0) ON CONFLICT DO NOTHING RETURNING 1`,
        [userId, idempotencyKey],
      );
      if (claimed.length === 0) {
        const [done]: Array<{ deleted_count: number }> = await manager.query(
          `SELECT "deleted_count" FROM "sessions"."delete_all_requests" WHERE "user_id" = $1 AND "request_id" = $2`,
          [userId, idempotencyKey],
        );
        return done?.deleted_count ?? 0;
      }
      const count = countOf(
        await manager.query(
          `WITH gone AS (DELETE FROM "sessions"."sessions" WHERE "user_id" = $1 RETURNING 1)
           SELECT count(*)::int AS "count" FROM gone`,
          [userId],
        ),
      );
      await manager.query(
        `UPDATE "sessions"."delete_all_requests" SET "deleted_count" = $3 WHERE "user_id" = $1 AND "request_id" = $2`,
        [userId, idempotencyKey, count],
      );
      return count;
    });
  }

  /**
   * Removes everything stored about a deleted account and keeps its id out for a while, so a save
   * that was still on its way cannot store anything afterwards. Idempotent.
   */
  purgeAccount(userId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await lockMember(manager, LOCK_SCOPE, userId);
      await manager.query(
        `INSERT INTO "sessions"."deleted_accounts" ("user_id") VALUES ($1) ON CONFLICT DO NOTHING`,
        [userId],
      );
      const count = countOf(
        await manager.query(
          `WITH gone AS (DELETE FROM "sessions"."sessions" WHERE "user_id" = $1 RETURNING 1)
           SELECT count(*)::int AS "count" FROM gone`,
          [userId],
        ),
      );
      await manager.query(`DELETE FROM "sessions"."delete_all_requests" WHERE "user_id" = $1`, [userId]);
      await manager.query(
        `DELETE FROM "sessions"."deleted_accounts" WHERE "deleted_at" < now() - make_interval(days => $1)`,
        [TOMBSTONE_DAYS],
      );
      return count;
    });
  }

  async countFor(userId: string): Promise<number> {
    return this.dataSource.getRepository(SessionEntity).countBy({ userId });
  }
}

function countOf(rows: Array<{ count: number }>): number {
  return rows[0]?.count ?? 0;
}

function toSession(row: SessionRow): Session {
  return {
    id: row.id,
    userId: row.user_id,
    sessionType: row.session_type,
    inputText: row.input_text,
    outputText: row.output_text,
    logicType: row.logic_type,
    explanation: row.explanation,
    createdAt: row.created_iso,
  };
}
