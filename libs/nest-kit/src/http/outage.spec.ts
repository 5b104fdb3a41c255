import { describe, expect, it } from '@jest/globals';
import { isDependencyOutage } from './outage.js';

describe(isDependencyOutage.name, () => {
  it('recognises Postgres going away, directly or wrapped by TypeORM', () => {
    expect(
      isDependencyOutage(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(
      isDependencyOutage({
        message: 'query failed',
        driverError: new Error('Connection terminated unexpectedly'),
      }),
    ).toBe(true);
    expect(
      isDependencyOutage(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe(true);
  });

  it('recognises Redis going away', () => {
    expect(isDependencyOutage(new Error('Connection is closed.'))).toBe(true);
    expect(isDependencyOutage(new Error('Reached the max retries per request limit (which is 1).'))).toBe(
      true,
    );
  });

  it('leaves real bugs and bad queries alone', () => {
    expect(isDependencyOutage(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(
      false,
    );
    expect(isDependencyOutage(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isDependencyOutage(new TypeError('undefined is not a function'))).toBe(false);
    expect(isDependencyOutage(undefined)).toBe(false);
  });
});
