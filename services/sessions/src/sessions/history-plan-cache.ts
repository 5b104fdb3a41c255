import { Inject, Injectable } from '@nestjs/common';
import type { PlanOfResult } from '@untangle/contracts';
import { LOGGER, PlanChangeCache, SERVICE_CONFIG } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import type { SessionsConfig } from '../config.js';

/**
 * Billing's answers to `plan.of` that billing allows us to reuse (PlanOfResult.cacheForMs: a Pro
 * member's plan until it could end on its own), so a Pro member's history list asks billing nothing;
 * kept true by billing's published plan changes (PlanChangeCache).
 */
@Injectable()
export class HistoryPlanCache extends PlanChangeCache<PlanOfResult> {
  constructor(@Inject(SERVICE_CONFIG) config: SessionsConfig, @Inject(LOGGER) logger: Logger) {
    super(config, logger, 'sessions');
  }
}
