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

/** Read by the container entrypoint (deploy/docker/service-entrypoint.sh), not by the service. */
export const ENTRYPOINT_VARIABLES = ['MIGRATE_ON_START'];

/** Every environment variable a service's config class validates (its property names). */
export function configVariables(config: ConfigClass): Set<string> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(config, '', true, false);
  return new Set(metadata.map((entry) => entry.propertyName));
}
