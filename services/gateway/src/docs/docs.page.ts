import { randomBytes } from 'node:crypto';
import { escapeHtml } from '@untangle/nest-kit';
import { OPENAPI_JSON_PATH } from './docs.openapi.js';
import { documentedOperations } from './openapi.document.js';
import {
  isReference,
  type JsonSchema,
  type OpenApiDocument,
  type Parameter,
  type Reference,
  type RequestBody,
  type Response,
} from './openapi.types.js';

/**
 * `GET /api/docs`: the OpenAPI document as one readable HTML page. No script at all (nginx's CSP
 * allows only same-origin scripts, and none is needed): plain HTML with `<details>` sections and one
 * nonce'd stylesheet under a CSP that allows nothing else.
 */

export interface DocsPage {
  html: string;
  headers: Record<string, string>;
}

/** The little Markdown the document's descriptions use: `code` and "- " list lines. */
function prose(text: string | undefined): string {
  if (!text) return '';
  const inline = (line: string) => escapeHtml(line).replace(/`([^`]+)`/g, '<code>$1</code>');
  const blocks = text.split(/\n\n+/).map((block) => {
    const lines = block.split('\n');
    if (lines.every((line) => line.startsWith('- '))) {
      return `<ul>${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('')}</ul>`;
    }
    return `<p>${inline(block)}</p>`;
  });
  return blocks.join('\n');
}

function resolve<T>(document: OpenApiDocument, value: T | Reference): T {
  if (!isReference(value)) return value;
  const [, , section, name] = value.$ref.split('/');
  const components = document.components as Record<string, Record<string, unknown> | undefined>;
  return components[section!]![name!] as T;
}

/** A one-line reading of a schema: `string (≤ 16000)`, `Session[]`, `"a" | "b"`. */
function schemaSummary(schema: JsonSchema): string {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  // An error response narrows ErrorBody to its codes, which its description lists: show the base.
  if (schema.allOf) {
    const bases = schema.allOf.filter((part) => part.$ref !== undefined);
    return (bases.length > 0 ? bases : schema.allOf).map(schemaSummary).join(' &amp; ');
  }
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (schema.enum)
    return schema.enum.map((value) => `<code>${escapeHtml(JSON.stringify(value))}</code>`).join(' | ');
  if (schema.type === 'array' && schema.items) return `${schemaSummary(schema.items)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  const limits = [
    schema.format,
    schema.minLength !== undefined ? `≥ ${schema.minLength} chars` : undefined,
    schema.maxLength !== undefined ? `≤ ${schema.maxLength} chars` : undefined,
    schema.minimum !== undefined ? `≥ ${schema.minimum}` : undefined,
    schema.maximum !== undefined ? `≤ ${schema.maximum}` : undefined,
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : undefined,
    schema.pattern ? `pattern ${schema.pattern}` : undefined,
  ].filter((part): part is string => part !== undefined);
  return `${escapeHtml(type)}${limits.length > 0 ? ` <small>(${escapeHtml(limits.join(', '))})</small>` : ''}`;
}

function parametersTable(document: OpenApiDocument, parameters: Array<Parameter | Reference>): string {
  if (parameters.length === 0) return '';
  const rows = parameters
    .map((entry) => resolve(document, entry))
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td>` +
        `<td>${parameter.required ? 'required' : 'optional'}</td><td>${schemaSummary(parameter.schema)}</td>` +
        `<td>${prose(parameter.description)}</td></tr>`,
    )
    .join('\n');
  return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th></th><th>Schema</th><th></th></tr></thead><tbody>${rows}</tbody></table>`;
}

function requestBodySection(document: OpenApiDocument, body: RequestBody | Reference | undefined): string {
  if (!body) return '';
  const resolved = resolve(document, body);
  const media = Object.entries(resolved.content)
    .map(([type, content]) => `<p><code>${escapeHtml(type)}</code>: ${schemaSummary(content.schema)}</p>`)
    .join('');
  return `<h4>Request body</h4>${prose(resolved.description)}${media}`;
}

function responsesList(document: OpenApiDocument, responses: Record<string, Response | Reference>): string {
  const items = Object.entries(responses)
    .map(([status, entry]) => {
      const response = resolve(document, entry);
      const media = Object.entries(response.content ?? {})
        .map(([type, content]) => ` <code>${escapeHtml(type)}</code> ${schemaSummary(content.schema)}`)
        .join('');
      return `<li><strong>${escapeHtml(status)}</strong>${media}${prose(response.description)}</li>`;
    })
    .join('\n');
  return `<h4>Responses</h4><ul class="responses">${items}</ul>`;
}

function schemaSection(name: string, schema: JsonSchema): string {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {})
    .map(
      ([property, value]) =>
        `<tr><td><code>${escapeHtml(property)}</code></td><td>${required.has(property) ? 'required' : 'optional'}</td>` +
        `<td>${schemaSummary(value)}</td><td>${prose(value.description)}</td></tr>`,
    )
    .join('\n');
  const table = rows
    ? `<table><thead><tr><th>Field</th><th></th><th>Schema</th><th></th></tr></thead><tbody>${rows}</tbody></table>`
    : `<p>${schemaSummary({ ...schema, description: undefined })}</p>`;
  return `<section id="schema-${escapeHtml(name)}"><h3>${escapeHtml(name)}</h3>${prose(schema.description)}${table}</section>`;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; background: #f4f4f5; color: #18181b; line-height: 1.5; }
  main { max-width: 64rem; margin: 0 auto; padding: 2rem 1rem 4rem; }
  h1 { margin: 0 0 0.25rem; }
  details { background: #fff; border-radius: 0.5rem; margin: 0.5rem 0; box-shadow: 0 1px 2px rgb(0 0 0 / 0.1); }
  summary { cursor: pointer; padding: 0.75rem 1rem; }
  summary:focus-visible, a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  details > div { padding: 0 1rem 1rem; }
  .method { display: inline-block; min-width: 4.5rem; font-weight: 700; font-family: ui-monospace, monospace; }
  .get { color: #1d4ed8; } .post { color: #15803d; } .delete { color: #b91c1c; }
  .path { font-family: ui-monospace, monospace; }
  .auth { font-size: 0.8rem; padding: 0.1rem 0.4rem; border-radius: 0.25rem; background: #e4e4e7; margin-left: 0.5rem; }
  table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
  th, td { text-align: left; vertical-align: top; padding: 0.25rem 0.5rem; border-bottom: 1px solid #e4e4e7; }
  td p, li p { margin: 0; }
  code { font-family: ui-monospace, monospace; font-size: 0.9em; background: #f4f4f5; padding: 0 0.2rem; border-radius: 0.2rem; }
  .responses li { margin-bottom: 0.5rem; }
  section { background: #fff; border-radius: 0.5rem; padding: 0.5rem 1rem 1rem; margin: 0.5rem 0; }
  a { color: #3730a3; }
`;

export function docsPage(document: OpenApiDocument): DocsPage {
  const operations = documentedOperations(document);
  const tags = document.tags?.map((tag) => tag.name) ?? [];
  const byTag = tags
    .map((tag) => {
      const entries = operations
        .filter(({ operation }) => operation.tags?.includes(tag))
        .map(({ method, path, operation }) => {
          const isPublic = operation.security !== undefined && operation.security.length === 0;
          return `<details id="${escapeHtml(operation.operationId)}">
<summary><span class="method ${method}">${method.toUpperCase()}</span> <span class="path">${escapeHtml(path)}</span> — ${escapeHtml(operation.summary)}<span class="auth">${isPublic ? 'public' : 'bearer token'}</span>${operation.deprecated ? '<span class="auth">deprecated</span>' : ''}</summary>
<div>
${prose(operation.description)}
${parametersTable(document, operation.parameters ?? [])}
${requestBodySection(document, operation.requestBody)}
${responsesList(document, operation.responses)}
</div>
</details>`;
        })
        .join('\n');
      return `<h2>${escapeHtml(tag)}</h2>\n${entries}`;
    })
    .join('\n');
  const schemas = Object.entries(document.components.schemas ?? {})
    .map(([name, schema]) => schemaSection(name, schema))
    .join('\n');

  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} ${escapeHtml(document.info.version)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${escapeHtml(document.info.summary ?? '')} The machine-readable OpenAPI ${escapeHtml(document.openapi)} document: <a href="${OPENAPI_JSON_PATH}">${OPENAPI_JSON_PATH}</a>.</p>
${prose(document.info.description)}
${byTag}
<h2>Schemas</h2>
${schemas}
</main>
</body>
</html>
`;
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'x-content-type-options': 'nosniff',
      // The nonce changes with every answer: the page itself is not cached.
      'cache-control': 'no-cache',
    },
  };
}
