import { HTTP_METHODS, isReference, type Parameter } from './openapi.types.js';

/**
 * A structural check of an OpenAPI 3.1 document, without network or a schema validator: the rules a
 * reader or a code generator trips over first. Returns every problem found (empty when none).
 *
 * - `openapi` is 3.1.x; `info.title` and `info.version` are set; `paths` keys start with '/';
 * - no two paths differ only in their parameters' names (OpenAPI: they are identical);
 * - every operation has a unique `operationId`, a summary and at least one response, each with a
 *   valid status key and a description;
 * - every `{param}` of a path is declared `in: path`, `required: true`, and nothing else is;
 * - no parameter is declared twice (name + location) for one operation;
 * - every `$ref` resolves inside the document; every security requirement names a declared scheme;
 *   every operation tag is declared; every schema's `required` names its own properties.
 */
export function checkOpenApiDocument(document: unknown): string[] {
  const problems: string[] = [];
  const root = document as Record<string, unknown>;
  if (typeof root !== 'object' || root === null) return ['the document is not an object'];

  if (typeof root.openapi !== 'string' || !/^3\.1\.\d+$/.test(root.openapi)) {
    problems.push(`openapi must be 3.1.x, not ${JSON.stringify(root.openapi)}`);
  }
  const info = root.info as Record<string, unknown> | undefined;
  if (typeof info?.title !== 'string' || info.title === '') problems.push('info.title is missing');
  if (typeof info?.version !== 'string' || info.version === '') problems.push('info.version is missing');

  for (const ref of collectRefs(root)) {
    if (resolvePointer(root, ref.$ref) === undefined)
      problems.push(`${ref.at}: $ref ${ref.$ref} does not resolve`);
  }

  const components = (root.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const schemes = new Set(Object.keys(components.securitySchemes ?? {}));
  const checkSecurity = (at: string, security: unknown) => {
    if (security === undefined) return;
    if (!Array.isArray(security)) return void problems.push(`${at}: security must be an array`);
    for (const requirement of security as Array<Record<string, unknown>>) {
      for (const name of Object.keys(requirement)) {
        if (!schemes.has(name)) problems.push(`${at}: security scheme ${name} is not declared`);
      }
    }
  };
  checkSecurity('security', root.security);
  const tags = new Set(((root.tags ?? []) as Array<{ name: string }>).map((tag) => tag.name));

  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    checkRequired(`components.schemas.${name}`, schema, problems);
  }

  const paths = root.paths as Record<string, Record<string, unknown>> | undefined;
  if (typeof paths !== 'object' || paths === null) return [...problems, 'paths is missing'];
  const shapes = new Map<string, string>();
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    if (!path.startsWith('/')) problems.push(`path ${path} must start with '/'`);
    const shape = path.replace(/\{[^{}]*\}/g, '{}');
    const twin = shapes.get(shape);
    if (twin) problems.push(`paths ${twin} and ${path} differ only in parameter names`);
    shapes.set(shape, path);
    const templateNames = [...path.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]!);
    const itemParameters = (item.parameters ?? []) as unknown[];

    const methods = HTTP_METHODS.filter((method) => item[method] !== undefined);
    if (methods.length === 0) problems.push(`${path}: no operation`);
    for (const method of methods) {
      const at = `${method.toUpperCase()} ${path}`;
      const operation = item[method] as Record<string, unknown>;
      if (typeof operation.operationId !== 'string' || operation.operationId === '') {
        problems.push(`${at}: operationId is missing`);
      } else if (operationIds.has(operation.operationId)) {
        problems.push(`${at}: operationId ${operation.operationId} is used twice`);
      } else {
        operationIds.add(operation.operationId);
      }
      if (typeof operation.summary !== 'string' || operation.summary === '') {
        problems.push(`${at}: summary is missing`);
      }
      for (const tag of (operation.tags ?? []) as string[]) {
        if (!tags.has(tag)) problems.push(`${at}: tag ${tag} is not declared`);
      }
      checkSecurity(at, operation.security);

      const responses = operation.responses as Record<string, unknown> | undefined;
      if (!responses || Object.keys(responses).length === 0) problems.push(`${at}: no responses`);
      for (const [status, entry] of Object.entries(responses ?? {})) {
        if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${at}: response key ${status}`);
        const response = deref(root, entry) as { description?: unknown } | undefined;
        if (typeof response?.description !== 'string') problems.push(`${at} ${status}: no description`);
      }

      // Operation-level parameters override path-level ones of the same name and location; within
      // one list, a name and location may appear once.
      const declared = new Map<string, Parameter>();
      for (const list of [itemParameters, (operation.parameters ?? []) as unknown[]]) {
        const seen = new Set<string>();
        for (const entry of list) {
          const parameter = deref(root, entry) as Parameter | undefined;
          if (!parameter) continue;
          const key = `${parameter.in}:${parameter.name}`;
          if (seen.has(key)) problems.push(`${at}: parameter ${key} is declared twice`);
          seen.add(key);
          declared.set(key, parameter);
          if (parameter.schema === undefined) problems.push(`${at}: parameter ${key} has no schema`);
        }
      }
      const pathParameters = [...declared.values()].filter((parameter) => parameter.in === 'path');
      for (const name of templateNames) {
        const parameter = pathParameters.find((candidate) => candidate.name === name);
        if (!parameter) problems.push(`${at}: path parameter ${name} is not declared`);
        else if (parameter.required !== true) problems.push(`${at}: path parameter ${name} must be required`);
      }
      for (const parameter of pathParameters) {
        if (!templateNames.includes(parameter.name)) {
          problems.push(`${at}: path parameter ${parameter.name} is not in the path`);
        }
      }
    }
  }
  return problems;
}

function checkRequired(at: string, schema: unknown, problems: string[]): void {
  if (typeof schema !== 'object' || schema === null) return;
  const { required, properties } = schema as { required?: string[]; properties?: Record<string, unknown> };
  if (required && properties) {
    for (const name of required) {
      if (!(name in properties)) problems.push(`${at}: required ${name} is not a property`);
    }
  }
  for (const [name, child] of Object.entries(properties ?? {}))
    checkRequired(`${at}.${name}`, child, problems);
}

function collectRefs(value: unknown, at = '#'): Array<{ $ref: string; at: string }> {
  if (typeof value !== 'object' || value === null) return [];
  const own = isReference(value) ? [{ $ref: value.$ref, at }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, child]) => collectRefs(child, `${at}/${key}`))];
}

/** A local JSON pointer (`#/components/schemas/X`), or undefined when it does not resolve. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let current: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function deref(root: unknown, value: unknown): unknown {
  return isReference(value) ? resolvePointer(root, value.$ref) : value;
}
