import { AUTH_DEFAULTS, LEGACY_TRACE_ID_HEADER, PRODUCT_NAME, TRACE_ID_HEADER } from '@untangle/contracts';
import { ACCOUNT_OPENAPI } from '../account/account.openapi.js';
import { ME_OPENAPI } from '../auth/me.openapi.js';
import { LOCAL_CHECKOUT_OPENAPI } from '../billing/local-checkout.openapi.js';
import { PAYMENT_WEBHOOK_OPENAPI } from '../billing/payment-webhook.openapi.js';
import { QUOTA_OPENAPI } from '../billing/quota.openapi.js';
import { SUBSCRIPTION_OPENAPI } from '../billing/subscription.openapi.js';
import { HEALTH_OPENAPI } from '../health.openapi.js';
import { PROCESSING_OPENAPI } from '../processing/processing.openapi.js';
import { SESSIONS_OPENAPI } from '../sessions/sessions.openapi.js';
import { DOCS_OPENAPI } from './docs.openapi.js';
import {
  BEARER,
  BEARER_SCHEME,
  OPENAPI_TAGS,
  SHARED_HEADERS,
  SHARED_PARAMETERS,
  SHARED_SCHEMAS,
  type OpenApiPart,
} from './openapi-components.js';
import {
  HTTP_METHODS,
  type Header,
  type HttpMethod,
  type JsonSchema,
  type Parameter,
  type OpenApiDocument,
  type Operation,
  type PathItem,
} from './openapi.types.js';

/** Keep in step with services/gateway/package.json (a unit test checks it). */
const API_VERSION = '0.1.0';

/**
 * Every route group's description, kept next to its controller. Components are listed in this order
 * (the docs page shows the schemas in it); paths are listed by section, in the tags' order.
 */
const PARTS: readonly OpenApiPart[] = [
  PROCESSING_OPENAPI,
  SESSIONS_OPENAPI,
  QUOTA_OPENAPI,
  SUBSCRIPTION_OPENAPI,
  ME_OPENAPI,
  ACCOUNT_OPENAPI,
  PAYMENT_WEBHOOK_OPENAPI,
  LOCAL_CHECKOUT_OPENAPI,
  HEALTH_OPENAPI,
  DOCS_OPENAPI,
];

/** Adds `entries` to `target`; a name two parts declare is a mistake, not an override. */
function addUnique<T>(target: Record<string, T>, entries: Record<string, T> | undefined, what: string): void {
  for (const [name, entry] of Object.entries(entries ?? {})) {
    if (name in target) throw new Error(`OpenAPI: ${what} ${name} is described twice`);
    target[name] = entry;
  }
}

/** The index of the section (tag) a path's first operation belongs to. */
function sectionOf(item: PathItem): number {
  const first = HTTP_METHODS.map((method) => item[method]).find((entry) => entry !== undefined);
  return OPENAPI_TAGS.findIndex((tag) => first?.tags?.includes(tag.name));
}

/** The parts merged: one path may hold operations of two parts (GET and DELETE /api/me). */
function mergeParts(parts: readonly OpenApiPart[]) {
  const paths: Record<string, PathItem> = {};
  const schemas: Record<string, JsonSchema> = { ...SHARED_SCHEMAS };
  const headers: Record<string, Header> = { ...SHARED_HEADERS };
  const parameters: Record<string, Parameter> = { ...SHARED_PARAMETERS };
  for (const part of parts) {
    for (const [path, item] of Object.entries(part.paths)) {
      paths[path] ??= {};
      addUnique(paths[path] as Record<string, unknown>, item, `${path}:`);
    }
    addUnique(schemas, part.schemas, 'schema');
    addUnique(headers, part.headers, 'header');
    addUnique(parameters, part.parameters, 'parameter');
  }
  const bySection = Object.entries(paths).sort(([, a], [, b]) => sectionOf(a) - sectionOf(b));
  return { paths: Object.fromEntries(bySection), schemas, headers, parameters };
}

/** The OpenAPI 3.1 document of the gateway's public HTTP API, built from @untangle/contracts. */
export function buildOpenApiDocument(): OpenApiDocument {
  const { paths, schemas, headers, parameters } = mergeParts(PARTS);
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: API_VERSION,
      summary: 'The HTTP API the web app calls, served by the gateway behind nginx.',
      description:
        'Every operation needs `Authorization: Bearer <access token>` unless it says otherwise; tokens ' +
        `come from the OpenID provider at \`${AUTH_DEFAULTS.issuerPath}\` (audience ` +
        `\`${AUTH_DEFAULTS.audience}\`). Every error answers the same JSON body (\`ErrorBody\`), whose ` +
        '`code` is stable; a validation error’s `message` names the problem. Every response carries ' +
        `\`${TRACE_ID_HEADER}\`: the request's own (\`${TRACE_ID_HEADER}\`, or the legacy ` +
        `\`${LEGACY_TRACE_ID_HEADER}\`) when well-formed, else a new one. ` +
        'In front of the gateway, nginx answers 413 and its own 502/503/504 ' +
        'with the same body shape.',
    },
    servers: [{ url: '/', description: 'The same origin: nginx routes /api to the gateway.' }],
    tags: OPENAPI_TAGS.map((tag) => ({ ...tag })),
    security: [{ [BEARER]: [] }],
    paths,
    components: { schemas, headers, parameters, securitySchemes: { [BEARER]: BEARER_SCHEME } },
  };
}

/** Every documented (METHOD, path) pair, paths in OpenAPI form. */
export function documentedOperations(
  document: OpenApiDocument,
): Array<{ method: HttpMethod; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    (Object.keys(item) as Array<keyof PathItem>)
      .filter((key): key is HttpMethod => (HTTP_METHODS as readonly string[]).includes(key))
      .map((method) => ({ method, path, operation: item[method]! })),
  );
}
