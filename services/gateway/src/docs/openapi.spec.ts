import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import {
  ERROR_CODES,
  isErrorCode,
  LOGIC_TYPES,
  SESSION_LIMITS,
  SESSION_LOGIC_TYPES,
  type ErrorCode,
} from '@untangle/contracts';
import { MAX_RAW_INPUT_CHARS, SESSION_FILTER_TYPES } from '@untangle/contracts/dto';
import { docsPage } from './docs.page.js';
import { checkOpenApiDocument, resolvePointer } from './openapi.check.js';
import { buildOpenApiDocument, documentedOperations } from './openapi.document.js';
import {
  isReference,
  type JsonSchema,
  type OpenApiDocument,
  type Parameter,
  type Response,
} from './openapi.types.js';

const document = buildOpenApiDocument();
const clone = (): OpenApiDocument => structuredClone(document);

/**
 * Every JSON error response of the document (the local checkout's HTML not-found page is none):
 * where, its status, and the codes its schema and examples name.
 */
function errorResponses(doc: OpenApiDocument) {
  return documentedOperations(doc).flatMap(({ method, path, operation }) =>
    Object.entries(operation.responses)
      .filter(([status]) => Number(status) >= 400)
      .map(([status, entry]) => {
        const response = (isReference(entry) ? resolvePointer(doc, entry.$ref) : entry) as Response;
        const json = response.content?.['application/json'];
        const narrowed = json?.schema.allOf?.[1]?.properties;
        return {
          at: `${method.toUpperCase()} ${path} ${status}`,
          status: Number(status),
          json,
          statusConst: narrowed?.statusCode?.const,
          codes: (narrowed?.code?.enum ?? []) as string[],
          examples: Object.entries(json?.examples ?? {}),
        };
      })
      .filter((response) => response.json !== undefined),
  );
}

function parameter(doc: OpenApiDocument, path: string, name: string): Parameter {
  const operation = doc.paths[path]!.get!;
  const found = (operation.parameters ?? [])
    .map((entry) => (isReference(entry) ? (resolvePointer(doc, entry.$ref) as Parameter) : entry))
    .find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${path} has no parameter ${name}`);
  return found;
}

describe(buildOpenApiDocument.name, () => {
  describe('structure', () => {
    it('is a structurally valid OpenAPI 3.1 document', () => {
      expect(document.openapi).toMatch(/^3\.1\.\d+$/);
      expect(checkOpenApiDocument(document)).toEqual([]);
      // And the same once through JSON, as it is served.
      expect(checkOpenApiDocument(JSON.parse(JSON.stringify(document)))).toEqual([]);
    });

    it('finds the problems the check is for in a broken copy', () => {
      const broken = clone();
      broken.openapi = '3.0.3' as OpenApiDocument['openapi'];
      const process = broken.paths['/api/process-text']!.post!;
      process.requestBody = { $ref: '#/components/requestBodies/Nothing' };
      broken.paths['/api/quota/status']!.get!.responses = {};
      broken.paths['/api/sessions/{id}']!.delete!.parameters = [];
      broken.paths['/api/me']!.get!.security = [{ cookieAuth: [] }];
      broken.paths['/api/me']!.delete!.operationId = 'getMe';
      broken.paths['/api/sessions/{other}'] = { get: broken.paths['/api/health']!.get! };
      expect(checkOpenApiDocument(broken)).toEqual(
        expect.arrayContaining([
          expect.stringContaining('openapi must be 3.1.x'),
          expect.stringContaining('$ref #/components/requestBodies/Nothing does not resolve'),
          'GET /api/quota/status: no responses',
          'DELETE /api/sessions/{id}: path parameter id is not declared',
          'GET /api/me: security scheme cookieAuth is not declared',
          'DELETE /api/me: operationId getMe is used twice',
          'paths /api/sessions/{id} and /api/sessions/{other} differ only in parameter names',
        ]),
      );
    });

    it('declares a bearer JWT by default and lets only the public routes go without it', () => {
      expect(document.components.securitySchemes?.bearerAuth).toMatchObject({
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
      });
      expect(document.security).toEqual([{ bearerAuth: [] }]);
      const publicRoutes = documentedOperations(document)
        .filter(({ operation }) => operation.security?.length === 0)
        .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
        .sort();
      expect(publicRoutes).toEqual([
        'GET /api/billing/checkout/{id}',
        'GET /api/docs',
        'GET /api/health',
        'GET /api/openapi.json',
        'POST /api/billing/checkout/{id}/cancel',
        'POST /api/billing/checkout/{id}/pay',
        'POST /api/billing/webhook',
      ]);
      for (const { method, path, operation } of documentedOperations(document)) {
        const at = `${method.toUpperCase()} ${path}`;
        const has401 = Object.keys(operation.responses).includes('401');
        expect({ at, has401 }).toEqual({ at, has401: operation.security?.length !== 0 });
      }
    });

    it('carries the version of the gateway package', () => {
      const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
        version: string;
      };
      expect(document.info.version).toBe(pkg.version);
    });
  });

  describe('error codes', () => {
    it('lists only codes of the contracts, each under the status the contracts give it', () => {
      const responses = errorResponses(document);
      expect(responses.length).toBeGreaterThan(0);
      for (const response of responses) {
        expect({ at: response.at, codes: response.codes.length }).not.toEqual({ at: response.at, codes: 0 });
        expect({ at: response.at, statusConst: response.statusConst }).toEqual({
          at: response.at,
          statusConst: response.status,
        });
        for (const code of response.codes) {
          expect({ at: response.at, code, known: isErrorCode(code) }).toEqual({
            at: response.at,
            code,
            known: true,
          });
          expect({ at: response.at, code, status: ERROR_CODES[code as ErrorCode].status }).toEqual({
            at: response.at,
            code,
            status: response.status,
          });
        }
        // One example per code, with the error filter's body and the contracts' message.
        expect(response.examples.map(([name]) => name)).toEqual(response.codes);
        for (const [code, example] of response.examples) {
          const { status, message } = ERROR_CODES[code as ErrorCode];
          expect(example.value).toEqual({ statusCode: status, code, message, error: message });
        }
      }
    });

    it('documents every code of the contracts on some route', () => {
      const documented = new Set(errorResponses(document).flatMap((response) => response.codes));
      expect(Object.keys(ERROR_CODES).filter((code) => !documented.has(code))).toEqual([]);
    });

    it('describes the error body as the error filter sends it', () => {
      const errorBody = document.components.schemas!.ErrorBody!;
      expect(errorBody.required).toEqual(['statusCode', 'code', 'message', 'error']);
      expect(Object.keys(errorBody.properties!)).toEqual([
        'statusCode',
        'code',
        'message',
        'error',
        'errorId',
        'details',
      ]);
      expect(errorBody.properties!.code!.enum).toEqual(Object.keys(ERROR_CODES));
    });

    it('notices a code documented under another status than its own', () => {
      const broken = clone();
      const response = broken.paths['/api/process-text']!.post!.responses['402'] as Response;
      const narrowed = response.content!['application/json']!.schema.allOf![1]!.properties!;
      narrowed.code!.enum = ['PRO_REQUIRED'];
      const wrong = errorResponses(broken).find((entry) => entry.at === 'POST /api/process-text 402')!;
      expect(ERROR_CODES[wrong.codes[0] as ErrorCode].status).not.toBe(wrong.status);
    });
  });

  describe('limits from the contracts', () => {
    const schemas = document.components.schemas as Record<string, JsonSchema>;

    it('gives POST /api/process-text the body the DTO accepts', () => {
      const body = schemas.ProcessTextRequest!;
      expect(body.required).toEqual(['inputText', 'logicType']);
      expect(body.additionalProperties).toBe(false);
      expect(body.properties!.inputText).toMatchObject({ type: 'string', maxLength: MAX_RAW_INPUT_CHARS });
      expect(body.properties!.logicType!.enum).toEqual(LOGIC_TYPES);
      expect(document.paths['/api/process-text']!.post!.requestBody).toEqual({
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ProcessTextRequest' } } },
      });
    });

    it('gives POST /api/sessions the limits of the sessions DTO', () => {
      const body = schemas.CreateSessionRequest!;
      expect(body.properties!.inputText!.maxLength).toBe(SESSION_LIMITS.rawInputChars);
      expect(body.properties!.outputText).toMatchObject({
        minLength: 1,
        maxLength: SESSION_LIMITS.outputChars,
      });
      expect(body.properties!.explanation!.maxLength).toBe(SESSION_LIMITS.explanationChars);
      expect(body.properties!.logicType!.enum).toEqual(SESSION_LOGIC_TYPES);
    });

    it('documents the list query of GET /api/sessions as SessionListParamsDto checks it', () => {
      for (const path of ['/api/sessions', '/api/sessions/{id}']) {
        expect(parameter(document, path, 'q').schema.maxLength).toBe(SESSION_LIMITS.searchChars);
        expect(parameter(document, path, 'type').schema.enum).toEqual(SESSION_FILTER_TYPES);
        expect(parameter(document, path, 'cursor').schema.type).toBe('string');
        expect(parameter(document, path, 'limit').schema).toMatchObject({
          type: 'integer',
          minimum: 1,
          maximum: SESSION_LIMITS.pageSizeMax,
          default: SESSION_LIMITS.pageSizeDefault,
        });
      }
    });

    it('documents the Idempotency-Key header on every route that reads it', () => {
      const withKey = documentedOperations(document)
        .filter(({ operation }) =>
          (operation.parameters ?? []).some(
            (entry) => isReference(entry) && entry.$ref === '#/components/parameters/IdempotencyKey',
          ),
        )
        .map(({ method, path }) => `${method.toUpperCase()} ${path}`)
        .sort();
      expect(withKey).toEqual([
        'DELETE /api/me',
        'DELETE /api/sessions/user',
        'POST /api/process-text',
        'POST /api/sessions',
        'POST /api/subscription/cancel',
        'POST /api/subscription/create',
      ]);
    });
  });
});

describe(docsPage.name, () => {
  const page = docsPage(document);

  it('lists every operation without any script', () => {
    expect(page.html).not.toMatch(/<script|javascript:|\son[a-z]+=/i);
    for (const { path, operation } of documentedOperations(document)) {
      expect(page.html).toContain(`id="${operation.operationId}"`);
      expect(page.html).toContain(path);
    }
  });

  it('allows only its own nonce’d stylesheet', () => {
    const csp = page.headers['content-security-policy']!;
    expect(csp).toMatch(/^default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+';/);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    expect(page.html).toContain(`<style nonce="${nonce}">`);
  });
});
