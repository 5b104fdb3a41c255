/**
 * The images the integration harness runs Postgres and Redis from: the ones docker-compose.yml runs
 * (a deployment test keeps the two in step), which `./untangle images` provides where no registry
 * answers.
 */
export const TEST_CONTAINER_IMAGES = {
  postgres: 'postgres:15-bookworm',
  redis: 'redis:7-bookworm',
} as const;
