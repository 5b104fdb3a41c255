import { Controller, Get, Res } from '@nestjs/common';
import { PATTERNS, SERVICE_NAMES, type QuotaStatusResponse, type UserScoped } from '@untangle/contracts';
import { rpc } from '@untangle/nest-kit';
import { InjectServiceClient, RedisStreamsClient } from '@untangle/transport';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';

@Controller('api/quota')
export class QuotaRoutesController {
  constructor(@InjectServiceClient(SERVICE_NAMES.billing) private readonly billing: RedisStreamsClient) {}

  /** The quota status: analytics { subscriptionStatus, textUsage, daysUntilReset, resetDate }, quotas. */
  @Get('status')
  status(
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QuotaStatusResponse> {
    void reply.header('cache-control', 'no-store');
    const query: UserScoped = { userId: user.id };
    return rpc<QuotaStatusResponse>(this.billing, PATTERNS.billing.quotaStatus, query);
  }
}
