import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServiceDataSource, runMigrations } from '@untangle/nest-kit/database';
import { createTestDatabase, type TestDatabase } from '@untangle/test-kit';
import type { DataSource } from 'typeorm';
import { dataSourceOptions } from '../database.js';
import { OidcPayloadRepository, sweepExpiredPayloads } from './oidc-payload.repository.js';

describe(OidcPayloadRepository.name, () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  const adapter = (model: string) => new OidcPayloadRepository(model, dataSource);

  beforeAll(async () => {
    db = await createTestDatabase('identity_adapter');
    dataSource = await createServiceDataSource(
      dataSourceOptions({ DATABASE_URL: db.url, DATABASE_POOL_SIZE: 2 }),
    ).initialize();
    await runMigrations(dataSource);
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await db?.drop();
  });

  it('stores, finds, replaces and destroys a payload per model and id', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c1', { accountId: 'a1', grantId: 'g1', kind: 'AuthorizationCode' }, 60);
    expect(await codes.find('c1')).toEqual({ accountId: 'a1', grantId: 'g1', kind: 'AuthorizationCode' });
    expect(await adapter('AccessToken').find('c1')).toBeUndefined();
    await codes.upsert(
      'c1',
      { accountId: 'a1', grantId: 'g1', kind: 'AuthorizationCode', scope: 'openid' },
      60,
    );
    expect(await codes.find('c1')).toMatchObject({ scope: 'openid' });
    await codes.destroy('c1');
    expect(await codes.find('c1')).toBeUndefined();
  });

  it('marks a payload consumed', async () => {
    const codes = adapter('AuthorizationCode');
    await codes.upsert('c2', { grantId: 'g2' }, 60);
    await codes.consume('c2');
    const consumed = (await codes.find('c2'))?.consumed as number;
    expect(Math.abs(consumed - Date.now() / 1000)).toBeLessThan(5);
  });

  it('finds sessions by uid and device codes by user code', async () => {
    await adapter('Session').upsert('s1', { uid: 'uid-1', accountId: 'a2' }, 600);
    expect(await adapter('Session').findByUid('uid-1')).toMatchObject({ accountId: 'a2' });
    await adapter('DeviceCode').upsert('d1', { userCode: 'ABCD-EFGH' }, 600);
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('revokes the tokens of a grant, model by model', async () => {
    await adapter('RefreshToken').upsert('r1', { grantId: 'g3' }, 600);
    await adapter('RefreshToken').upsert('r2', { grantId: 'other' }, 600);
    await adapter('AuthorizationCode').upsert('c3', { grantId: 'g3' }, 600);
    await adapter('RefreshToken').revokeByGrantId('g3');
    expect(await adapter('RefreshToken').find('r1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r2')).toBeDefined();
    expect(await adapter('AuthorizationCode').find('c3')).toBeDefined();
  });

  it('never returns an expired payload, and the sweep deletes it', async () => {
    await adapter('Interaction').upsert('old', { accountId: 'a3' }, 1);
    await dataSource.query(
      `UPDATE identity.oidc_payloads SET expires_at = now() - interval '10 minutes' WHERE id = 'old'`,
    );
    await adapter('Interaction').upsert('forever', { accountId: 'a3' });
    expect(await adapter('Interaction').find('old')).toBeUndefined();
    expect(await sweepExpiredPayloads(dataSource)).toBeGreaterThanOrEqual(1);
    const rows: Array<{ id: string }> = await dataSource.query(
      `SELECT id FROM identity.oidc_payloads WHERE model = 'Interaction' ORDER BY id`,
    );
    expect(rows.map((row) => row.id)).toEqual(['forever']);
  });
});
