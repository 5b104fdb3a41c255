import { Inject, Injectable } from '@nestjs/common';
import { DATA_SOURCE } from '@untangle/nest-kit';
import type { DataSource } from 'typeorm';
import { SCHEMA } from '../database.js';

/**
 * `identity.provider_secrets`: signing keys and cookie keys generated for development (never in
 * production), one JSON value per name.
 */
@Injectable()
export class ProviderSecretRepository {
  constructor(@Inject(DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The stored secret `name`, storing `create()` first if absent; replicas starting together agree on one. */
  async storedOrCreated<T>(name: string, create: () => T): Promise<T> {
    const stored = await this.read<T>(name);
    if (stored !== undefined) return stored;
    await this.dataSource.query(
      `INSERT INTO "${SCHEMA}"."provider_secrets" ("name", "value") VALUES ($1, $2) ON CONFLICT ("name") DO NOTHING`,
      [name, JSON.stringify(create())],
    );
    return (await this.read<T>(name))!;
  }

  private async read<T>(name: string): Promise<T | undefined> {
    const rows: Array<{ value: T }> = await this.dataSource.query(
      `SELECT "value" FROM "${SCHEMA}"."provider_secrets" WHERE "name" = $1`,
      [name],
    );
    return rows[0]?.value;
  }
}
