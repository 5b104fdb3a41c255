import { SERVICE_NAMES } from '@untangle/contracts';
import { startService, type StartedService } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import { AppModule } from './app.module.js';
import { queueDashboardEnabled, runsApi, type TextProcessingConfig } from './config.js';

export interface StartTextProcessingOptions {
  /** Defaults to PORT; 0 picks a free one. */
  port?: number;
  logger?: Logger;
  /** Another thread body for the local engine (tests that need an engine which never finishes). */
  localEngineThread?: URL;
}

/** Boots text-processing in the role TEXT_PROCESSING_ROLE names (main.ts and the test harness). */
export function startTextProcessing(
  config: TextProcessingConfig,
  options: StartTextProcessingOptions = {},
): Promise<StartedService> {
  return startService({
    service: 'text-processing',
    config,
    port: options.port ?? config.PORT,
    ...(options.logger ? { logger: options.logger } : {}),
    imports: [AppModule.forRoot(config, options.localEngineThread)],
    // Only the api part serves the transport. Each `text.restructure` holds a handler slot while its
    // job waits in BullMQ, so the slots (TEXT_PROCESSING_MAX_WAITING) must exceed the expected queue:
    // a request beyond them waits in the stream, where Pro priority does not apply.
    ...(runsApi(config)
      ? {
          transport: {
            service: SERVICE_NAMES.textProcessing,
            concurrency: config.TEXT_PROCESSING_MAX_WAITING,
            shutdownTimeoutMs: config.TEXT_PROCESSING_SHUTDOWN_TIMEOUT_MS,
          },
        }
      : {}),
    configure: async (app, logger) => {
      logger.info(
        { role: config.TEXT_PROCESSING_ROLE, aiProvider: config.AI_PROVIDER },
        'text-processing role',
      );
      if (runsApi(config) && queueDashboardEnabled(config)) {
        // Loaded only when enabled: Bull Board is a large module an api without it never needs.
        const dashboard = await import('./dashboard/queue-dashboard.js');
        const close = await dashboard.mountQueueDashboard(app, config);
        app.getHttpAdapter().getInstance().addHook('onClose', close);
        logger.info(
          { path: dashboard.QUEUE_DASHBOARD_PATH },
          'queue dashboard mounted (not routed by nginx)',
        );
      }
    },
  });
}
