import { Inject, Injectable } from '@nestjs/common';
import {
  PATTERNS,
  PLANS,
  SERVICE_NAMES,
  isErrorCode,
  type PlanId,
  type PlanOfQuery,
  type PlanOfResult,
} from '@untangle/contracts';
import { LOGGER, SERVICE_CONFIG, rpc } from '@untangle/nest-kit';
import { InjectServiceClient, RedisStreamsClient, ServiceError } from '@untangle/transport';
import type { Logger } from 'pino';
import type { SessionsConfig } from '../config.js';
import { HistoryPlanCache } from './history-plan-cache.js';

/**
 * Viewing history is a Pro feature. Billing owns plans, so a list asks it unless billing's last
 * answer for the member may still be reused (HistoryPlanCache): the gate holds here too, not only in
 * the gateway. A billing outage or a nonsensical answer is a 503, never a way past the gate.
 */
@Injectable()
export class PlanCheck {
  constructor(
    @InjectServiceClient(SERVICE_NAMES.billing) private readonly billing: RedisStreamsClient,
    @Inject(SERVICE_CONFIG) private readonly config: SessionsConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly plans: HistoryPlanCache,
  ) {}

  async assertMayViewHistory(userId: string): Promise<void> {
    const cached = this.plans.lookup(userId);
    const plan = cached ? cached.plan : await this.askBilling(userId);
    if (!PLANS[plan].sessionHistory) throw new ServiceError('PRO_REQUIRED');
  }

  private async askBilling(userId: string): Promise<PlanId> {
    const query: PlanOfQuery = { userId };
    const version = this.plans.version;
    let answer: PlanOfResult;
    try {
      answer = await rpc<PlanOfResult>(this.billing, PATTERNS.billing.planOf, query, {
        timeoutMs: this.config.SESSIONS_PLAN_CHECK_TIMEOUT_MS,
      });
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      this.logger.warn(
        { code: isErrorCode(code) ? code : 'unknown' },
        'plan check failed: billing gave no usable answer',
      );
      throw new ServiceError('SERVICE_UNAVAILABLE');
    }
    const plan: unknown = answer?.plan;
    if (plan !== 'free' && plan !== 'pro') {
      this.logger.error({ plan }, 'plan check failed: billing answered an unknown plan');
      throw new ServiceError('SERVICE_UNAVAILABLE');
    }
    this.plans.remember(userId, answer, version);
    return plan;
  }
}
