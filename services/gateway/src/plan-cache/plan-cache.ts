import { Inject, Injectable } from '@nestjs/common';
import type { QuotaReservation } from '@untangle/contracts';
import { LOGGER, PlanChangeCache, SERVICE_CONFIG } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config.js';

/**
 * The reservation answers billing allows us to reuse (QuotaReservation.cacheForMs: a plan without a
 * monthly limit), per member, so such a member's restructure asks billing nothing beforehand; kept
 * true by billing's published plan changes (PlanChangeCache).
 */
@Injectable()
export class PlanCache extends PlanChangeCache<QuotaReservation> {
  constructor(@Inject(SERVICE_CONFIG) config: GatewayConfig, @Inject(LOGGER) logger: Logger) {
    super(config, logger, 'gateway');
  }
}
