import { describe, expect, it } from '@jest/globals';
import { isRateLimited } from '../rate-limit/exemptions.js';
import { buildOpenApiDocument, documentedOperations } from './openapi.document.js';

/** '/api/billing/checkout/{id}/pay' → '/api/billing/checkout/:id/pay' (Fastify's route pattern). */
const routeOf = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('OpenAPI rate-limit marks', () => {
  const operations = documentedOperations(buildOpenApiDocument());

  it.each(operations.map(({ method, path, operation }) => [method.toUpperCase(), path, operation] as const))(
    'documents 429 on %s %s exactly when the limiter counts it',
    (method, path, operation) => {
      const counted = isRateLimited(method, routeOf(path), routeOf(path));
      expect('429' in operation.responses).toBe(counted);
    },
  );

  it('documents at least one exempt route, so the check above compares both ways', () => {
    expect(operations.some(({ operation }) => !('429' in operation.responses))).toBe(true);
  });
});
