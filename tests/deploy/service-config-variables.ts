import 'reflect-metadata';
import { getMetadataStorage } from 'class-validator';
import { BillingConfig } from '../../services/billing/src/config.js';
import { GatewayConfig } from '../../services/gateway/src/config.js';
import { IdentityConfig } from '../../services/identity/src/config.js';
import { SessionsConfig } from '../../services/sessions/src/config.js';
import { TextProcessingConfig } from '../../services/text-processing/src/config.js';

type ConfigClass = new () => object;

/** The deployment files name services by their container/workload name. */
export const CONFIG_BY_SERVICE: Record<string, ConfigClass> = {
  identity: IdentityConfig,
  billing: BillingConfig,
  sessions: SessionsConfig,
  'text-processing': TextProcessingConfig,
  'text-processing-worker': TextProcessingConfig,
  gateway: GatewayConfig,
};

/**
 * Read by the container entrypoint (deploy/docker/service-entrypoint.sh), not by the service:
 * PUBLIC_URL and NGINX_PORT make the public address's defaults (deploy/docker/entrypoint/public-url.sh).
 */
export const ENTRYPOINT_VARIABLES = ['MIGRATE_ON_START', 'PUBLIC_URL', 'NGINX_PORT'];

/** `<NAME>_FILE` stands for `<NAME>` (deploy/docker/entrypoint/env-files.sh). */
export const withoutFileSuffix = (variable: string): string => variable.replace(/_FILE$/, '');

/** Every environment variable a service's config class validates (its property names). */
export function configVariables(config: ConfigClass): Set<string> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(config, '', true, false);
  return new Set(metadata.map((entry) => entry.propertyName));
}
