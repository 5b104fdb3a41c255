/**
 * The part of OpenAPI 3.1 (https://spec.openapis.org/oas/v3.1.1) the gateway's document uses, typed
 * so that a misspelt field is a compile error rather than a silently ignored key. Schemas are JSON
 * Schema 2020-12, the dialect OpenAPI 3.1 uses.
 */

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';

export interface Reference {
  $ref: string;
  description?: string;
}

export interface JsonSchema {
  $ref?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null' | Array<string>;
  title?: string;
  description?: string;
  enum?: ReadonlyArray<string | number | boolean | null>;
  const?: string | number | boolean | null;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  examples?: unknown[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  readOnly?: boolean;
  deprecated?: boolean;
}

export interface Example {
  summary?: string;
  description?: string;
  value: unknown;
}

export interface MediaType {
  schema: JsonSchema;
  example?: unknown;
  examples?: Record<string, Example>;
}

export interface Header {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Response {
  description: string;
  headers?: Record<string, Header | Reference>;
  content?: Record<string, MediaType>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface RequestBody {
  description?: string;
  required?: boolean;
  content: Record<string, MediaType>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  parameters?: Array<Parameter | Reference>;
  requestBody?: RequestBody | Reference;
  responses: Record<string, Response | Reference>;
  /** `[]` marks a public operation, overriding the document's default bearer requirement. */
  security?: SecurityRequirement[];
  deprecated?: boolean;
}

export type PathItem = Partial<Record<HttpMethod, Operation>> & {
  summary?: string;
  description?: string;
  parameters?: Array<Parameter | Reference>;
};

export interface SecurityScheme {
  type: 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  scheme?: string;
  bearerFormat?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: `3.1.${number}`;
  jsonSchemaDialect?: string;
  info: {
    title: string;
    version: string;
    summary?: string;
    description?: string;
    license?: { name: string; identifier?: string; url?: string };
  };
  servers?: Array<{ url: string; description?: string }>;
  tags?: Array<{ name: string; description?: string }>;
  security?: SecurityRequirement[];
  paths: Record<string, PathItem>;
  components: {
    schemas?: Record<string, JsonSchema>;
    responses?: Record<string, Response>;
    parameters?: Record<string, Parameter>;
    headers?: Record<string, Header>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
}

export const HTTP_METHODS: readonly HttpMethod[] = [
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'head',
  'options',
];

export function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}
