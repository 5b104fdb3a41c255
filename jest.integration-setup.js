import { jest } from '@jest/globals';

// Integration tests talk to real Postgres and Redis and start processes: allow them time, bounded.
jest.setTimeout(60_000);
