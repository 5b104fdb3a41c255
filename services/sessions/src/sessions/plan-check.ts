import { Inject, Injectable } from '@nestjs/common';
import {
  PATTERNS,
  PLANS,
  SERVICE_NAMES,
  isErrorCode,
  type PlanOfQuery,
  type PlanOfResult,
} from '@untangle/contracts';
import { LOGGER, SERVICE_CONFIG, rpc } from '@untangle/nest-kit';
import { InjectServiceClient, RedisStreamsClient, ServiceError } from '@untangle/transport';
import type { Logger } from 'pino';
import type { SessionsConfig } from '../config.js';

/**
 * Viewing history is a Pro feature. Billing owns plans, so every list asks it: the gate
 * holds here too, not only in the gateway. A billing outage or a nonsensical answer is a 503,
 * never a way past the gate.
 */
@Injectable()
export class PlanCheck {
  constructor(
    @InjectServiceClient(SERVICE_NAMES.billing) private readonly billing: RedisStreamsClient,
    @Inject(SERVICE_CONFIG) private readonly config: SessionsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async assertMayViewHistory(userId: string): Promise<void> {
    const query: PlanOfQuery = { userId };
    let plan: unknown;
    try {
      ({ plan } = await rpc<PlanOfResult>(this.billing, PATTERNS.billing.planOf, query, {
        timeoutMs: this.config.SESSIONS_PLAN_CHECK_TIMEOUT_MS,
      }));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      this.logger.warn(
        { code: isErrorCode(code) ? code : 'unknown' },
        'plan check failed: billing gave no usable answer',
      );
      throw new ServiceError('SERVICE_UNAVAILABLE');
    }
    if (plan !== 'free' && plan !== 'pro') {
      this.logger.error({ plan }, 'plan check failed: billing answered an unknown plan');
      throw new ServiceError('SERVICE_UNAVAILABLE');
    }
    if (!PLANS[plan].sessionHistory) throw new ServiceError('PRO_REQUIRED');
  }
}
