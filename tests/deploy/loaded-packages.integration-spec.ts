import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';

// Every module a process loads stays in its memory (its source text, compiled code and shapes), so
// a process loads only what its role runs: no TypeORM without a schema, no engine code in the
// text-processing api, no OpenAI SDK for the local engine, no Bull Board unless it is mounted.
// Each case runs in a fresh Node process on the built code (the integration set-up builds it),
// and lists the packages that process resolved.

const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * Runs `body` (an async function body of ES module code with `dist(path)` for a built file) in a
 * fresh process, after a resolve hook that records every package resolved, and returns them.
 */
function packagesLoadedBy(body: string): Set<string> {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = new Set();
    registerHooks({
      resolve(specifier, context, nextResolve) {
        const resolved = nextResolve(specifier, context);
        const inNodeModules = /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(resolved.url);
        const inWorkspace = /\\/(libs|services)\\/([^/]+)\\//.exec(resolved.url);
        if (inNodeModules) loaded.add(inNodeModules[1]);
        else if (inWorkspace) loaded.add('@untangle/' + inWorkspace[2]);
        return resolved;
      },
    });
    const dist = (path) => import(${JSON.stringify(ROOT)} + path);
    await (async () => { ${body} })();
    process.stdout.write(JSON.stringify([...loaded]));
    process.exit(0);
  `;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return new Set(JSON.parse(stdout) as string[]);
}

/** Builds the text-processing AppModule for a role and waits for the modules it loads lazily. */
const textProcessingRole = (role: string, aiProvider = 'local') => `
  const { TextProcessingConfig } = await dist('services/text-processing/dist/config.js');
  const { AppModule } = await dist('services/text-processing/dist/app.module.js');
  await dist('services/text-processing/dist/start.js');
  const config = Object.assign(new TextProcessingConfig(), {
    TEXT_PROCESSING_ROLE: ${JSON.stringify(role)},
    AI_PROVIDER: ${JSON.stringify(aiProvider)},
    OPENAI_API_KEY: 'sk-unused',
    LOCAL_ENGINE_THREADS: 1,
  });
  await Promise.all(AppModule.forRoot(config).imports);
  if (config.TEXT_PROCESSING_ROLE !== 'api') {
    const { createEngine } = await dist('services/text-processing/dist/engines/create-engine.js');
    await (await createEngine(config)).close?.();
  }
`;

describe('the packages each service process loads', () => {
  it('a service without a schema never loads TypeORM; one with a schema does', () => {
    const gateway = packagesLoadedBy(`await dist('services/gateway/dist/start.js');`);
    const billing = packagesLoadedBy(`await dist('services/billing/dist/start.js');`);

    expect(gateway).toContain('@nestjs/core');
    expect(gateway).not.toContain('typeorm');
    expect(billing).toContain('typeorm');
  });

  it('the text-processing api holds no engine, no OpenAI SDK and no TypeORM', () => {
    const api = packagesLoadedBy(textProcessingRole('api'));

    expect(api).toContain('bullmq');
    expect(api).not.toContain('@untangle/restructure-engine');
    expect(api).not.toContain('openai');
    expect(api).not.toContain('@bull-board/api');
    expect(api).not.toContain('typeorm');
  });

  it('a local-engine worker loads the engine but not the OpenAI SDK; an OpenAI worker loads it', () => {
    const local = packagesLoadedBy(textProcessingRole('worker'));
    const openai = packagesLoadedBy(textProcessingRole('worker', 'openai'));

    expect(local).toContain('@untangle/restructure-engine');
    expect(local).not.toContain('openai');
    expect(local).not.toContain('typeorm');
    expect(openai).toContain('openai');
  });
});
