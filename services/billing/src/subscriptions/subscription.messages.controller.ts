import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  PATTERNS,
  type CancelSubscriptionResponse,
  type CreateSubscriptionResponse,
  type PlanOfResult,
  type SubscriptionStatusResponse,
} from '@untangle/contracts';
import { CommandDto, SubscriptionCreateCommandDto, UserScopedDto } from '@untangle/contracts/dto';
import { validateDto } from '@untangle/nest-kit';
import { SubscriptionsService } from './subscriptions.service.js';

@Controller()
export class SubscriptionMessagesController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(PATTERNS.billing.subscriptionStatus)
  async status(@Payload() data: unknown): Promise<SubscriptionStatusResponse> {
    const { userId } = await validateDto(UserScopedDto, data);
    return this.subscriptions.status(userId);
  }

  /** The member's plan now (cancelled and unpaid subscriptions already count as Free when due). */
  @MessagePattern(PATTERNS.billing.planOf)
  async planOf(@Payload() data: unknown): Promise<PlanOfResult> {
    const { userId } = await validateDto(UserScopedDto, data);
    return this.subscriptions.planOf(userId);
  }

  @MessagePattern(PATTERNS.billing.subscriptionCreate)
  async create(@Payload() data: unknown): Promise<CreateSubscriptionResponse> {
    return this.subscriptions.create(await validateDto(SubscriptionCreateCommandDto, data));
  }

  @MessagePattern(PATTERNS.billing.subscriptionCancel)
  async cancel(@Payload() data: unknown): Promise<CancelSubscriptionResponse> {
    return this.subscriptions.cancel(await validateDto(CommandDto, data));
  }
}
