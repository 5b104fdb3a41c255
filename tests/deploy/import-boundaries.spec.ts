import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The import boundaries of docs/CONVENTIONS.md, as the repository's own eslint.config.js enforces
// them: small snippets linted at virtual paths inside the real tree (relative imports must point
// at files that exist, since the rule checks what an import resolves to).
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result!.messages.map((message) => ({
    rule: message.ruleId,
    severity: message.severity,
    message: message.message,
  }));
}

async function boundaryErrors(filePath: string, code: string) {
  const messages = await lint(filePath, code);
  return messages.filter((message) => message.rule !== null && BOUNDARY_RULES.has(message.rule));
}

function importing(specifier: string, name = 'Imported'): string {
  return `import { ${name} } from '${specifier}';\nexport const used = ${name};\n`;
}

describe('import boundaries (eslint.config.js)', () => {
  describe('frontend features', () => {
    const featureFile = 'frontend/src/features/auth/components/BoundaryProbe.tsx';

    it('rejects a feature importing another feature', async () => {
      const errors = await boundaryErrors(
        featureFile,
        importing('../../contact/components/ContactPage', 'ContactPage'),
      );
      expect(errors).toEqual([
        expect.objectContaining({
          rule: 'import-x/no-restricted-paths',
          severity: 2,
          message: expect.stringMatching(/A feature imports only itself/),
        }),
      ]);
    });

    it('rejects a feature importing another feature through a dynamic import', async () => {
      const errors = await boundaryErrors(
        featureFile,
        "export const load = () => import('../../legal/components/PrivacyPage');\n",
      );
      expect(errors).toEqual([
        expect.objectContaining({ rule: 'import-x/no-restricted-paths', severity: 2 }),
      ]);
    });

    it('allows a feature to import itself and the shared layer', async () => {
      const code = [
        "import { useFirstName } from '../hooks/useFirstName';",
        "import { Button } from '../../../components/ui/Button';",
        "import { cn } from '../../../lib/cn';",
        "import { apiSlice } from '../../../app/api-slice';",
        'export const used = [useFirstName, Button, cn, apiSlice];',
        '',
      ].join('\n');
      expect(await lint(featureFile, code)).toEqual([]);
    });

    it('rejects shared code importing a feature', async () => {
      const errors = await boundaryErrors(
        'frontend/src/components/BoundaryProbe.tsx',
        importing('../features/auth/hooks/useFirstName', 'useFirstName'),
      );
      expect(errors).toEqual([
        expect.objectContaining({ rule: 'import-x/no-restricted-paths', severity: 2 }),
      ]);
    });

    it('rejects the app shell reaching into a feature’s internals', async () => {
      const errors = await boundaryErrors(
        'frontend/src/app/routes/BoundaryProbe.tsx',
        importing('../../features/sessions/api/sessions-api', 'sessionsApi'),
      );
      expect(errors).toEqual([
        expect.objectContaining({
          rule: 'import-x/no-restricted-paths',
          severity: 2,
          message: expect.stringMatching(/entry points/),
        }),
      ]);
    });

    it('allows the app shell to import a feature’s components and hooks entry points', async () => {
      const code = [
        "import { AccountArea } from '../../features/auth/components/AccountArea';",
        "import { useFirstName } from '../../features/auth/hooks/useFirstName';",
        'export const used = [AccountArea, useFirstName];',
        '',
      ].join('\n');
      expect(await lint('frontend/src/app/routes/BoundaryProbe.tsx', code)).toEqual([]);
    });
  });

  describe('services', () => {
    const serviceFile = 'services/gateway/src/boundary-probe.ts';

    it("rejects a service importing another service's source by path", async () => {
      const errors = await boundaryErrors(serviceFile, importing('../../billing/src/config.js'));
      expect(errors).toEqual([
        expect.objectContaining({
          rule: 'import-x/no-restricted-paths',
          severity: 2,
          message: expect.stringMatching(/never imports another service/),
        }),
      ]);
    });

    it('rejects a service importing another service by package name', async () => {
      const errors = await boundaryErrors(serviceFile, importing('@untangle/billing'));
      expect(errors).toEqual([expect.objectContaining({ rule: 'no-restricted-imports', severity: 2 })]);
    });

    it("rejects production code using another service's test harness", async () => {
      const errors = await boundaryErrors(
        serviceFile,
        importing('@untangle/billing/testing', 'startBillingForTests'),
      );
      // Caught both as written (the package name) and as resolved (the other service's folder).
      expect(errors.map((error) => [error.rule, error.severity]).sort()).toEqual([
        ['import-x/no-restricted-paths', 2],
        ['no-restricted-imports', 2],
      ]);
    });

    it("allows a service's tests to use another service's published test harness", async () => {
      expect(
        await lint(
          'services/gateway/src/boundary-probe.integration-spec.ts',
          importing('@untangle/billing/testing', 'startBillingForTests'),
        ),
      ).toEqual([]);
    });

    it("rejects a service's tests reaching past another service's test harness", async () => {
      const testFile = 'services/gateway/src/boundary-probe.spec.ts';
      expect(await boundaryErrors(testFile, importing('../../billing/src/config.js'))).toEqual([
        expect.objectContaining({ rule: 'import-x/no-restricted-paths', severity: 2 }),
      ]);
      expect(await boundaryErrors(testFile, importing('@untangle/billing/src/config.js'))).toEqual([
        expect.objectContaining({ rule: 'no-restricted-imports', severity: 2 }),
      ]);
    });

    it('allows a service to import a library', async () => {
      expect(await lint(serviceFile, importing('@untangle/contracts', 'UI_MESSAGES'))).toEqual([]);
    });
  });

  describe('libraries', () => {
    const libFile = 'libs/transport/src/boundary-probe.ts';

    it("rejects a library importing a service's source by path", async () => {
      const errors = await boundaryErrors(libFile, importing('../../../services/gateway/src/config.js'));
      expect(errors).toEqual([
        expect.objectContaining({
          rule: 'import-x/no-restricted-paths',
          severity: 2,
          message: expect.stringMatching(/Libraries never import services/),
        }),
      ]);
    });

    it('rejects a library importing a service by package name, the test kit included', async () => {
      const errors = await boundaryErrors(
        'libs/test-kit/src/boundary-probe.ts',
        importing('@untangle/identity/testing', 'startIdentityForTests'),
      );
      expect(errors.map((error) => [error.rule, error.severity]).sort()).toEqual([
        ['import-x/no-restricted-paths', 2],
        ['no-restricted-imports', 2],
      ]);
    });

    it('allows a library to import another library', async () => {
      expect(await lint(libFile, importing('@untangle/contracts', 'UI_MESSAGES'))).toEqual([]);
    });
  });
});
