import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { DATA_SOURCE, LOGGER, ReadinessRegistry, SERVICE_CONFIG } from '@untangle/nest-kit';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { AccountsModule } from '../accounts/accounts.module.js';
import { AccountsService } from '../accounts/accounts.service.js';
import type { IdentityConfig } from '../config.js';
import { createIdentityProvider } from './identity-provider.js';
import { InteractionRoutesController } from './interaction-routes.controller.js';
import { OidcMount } from './oidc-mount.js';
import { PayloadSweeper } from './payload-sweeper.js';
import { ProviderSecretRepository } from './provider-secret.repository.js';
import { loadProviderSecrets, type ProviderSecrets } from './provider-secrets.js';
import { AttemptLimiter } from './attempt-limiter.js';
import { IDENTITY_REDIS, OIDC_PROVIDER, PROVIDER_SECRETS } from './tokens.js';

/** The OpenID provider, mounted at the issuer's path, with its sign-in and sign-up pages. */
@Module({
  imports: [AccountsModule],
  controllers: [InteractionRoutesController],
  providers: [
    ProviderSecretRepository,
    {
      provide: PROVIDER_SECRETS,
      inject: [SERVICE_CONFIG, ProviderSecretRepository, LOGGER],
      useFactory: async (config: IdentityConfig, stored: ProviderSecretRepository, logger: Logger) => {
        const secrets = await loadProviderSecrets(config, stored);
        logger.info(
          {
            signingKid: secrets.jwks.keys[0]!.kid,
            publishedKeys: secrets.jwks.keys.length,
            source: secrets.source,
          },
          'OpenID provider keys loaded',
        );
        return secrets;
      },
    },
    {
      provide: OIDC_PROVIDER,
      inject: [SERVICE_CONFIG, PROVIDER_SECRETS, AccountsService, DATA_SOURCE, LOGGER],
      useFactory: (
        config: IdentityConfig,
        secrets: ProviderSecrets,
        accounts: AccountsService,
        dataSource: DataSource,
        logger: Logger,
      ) =>
        createIdentityProvider({
          config,
          secrets,
          dataSource,
          logger,
          findAccount: (id) => accounts.findById(id),
        }),
    },
    {
      provide: IDENTITY_REDIS,
      inject: [SERVICE_CONFIG, ReadinessRegistry],
      useFactory: (config: IdentityConfig, readiness: ReadinessRegistry) => {
        const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, commandTimeout: 2000 });
        redis.on('error', () => undefined);
        readiness.register('redis', async () => {
          await redis.ping();
        });
        return redis;
      },
    },
    {
      provide: AttemptLimiter,
      inject: [IDENTITY_REDIS, SERVICE_CONFIG],
      useFactory: (redis: Redis, config: IdentityConfig) => new AttemptLimiter(redis, config.REDIS_PREFIX),
    },
    OidcMount,
    PayloadSweeper,
  ],
})
export class OidcModule implements OnApplicationShutdown {
  constructor(@Inject(IDENTITY_REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
