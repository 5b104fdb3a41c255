import { runMain } from '@untangle/nest-kit';
import { ensureKeyFolder } from './oidc/key-files.js';

/**
 * `node dist/generate-keys.js <folder>`: the compose try-out's init step. Production never runs it:
 * there the keys come from the deployment's secret store through OIDC_JWKS and OIDC_COOKIE_KEYS.
 */
runMain('identity key generation', async () => {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: generate-keys <folder>');
  const report = ensureKeyFolder(folder);
  process.stdout.write(
    `identity: OIDC keys in ${folder}: signing keys ${report.jwks}, cookie keys ${report.cookieKeys}\n`,
  );
});
