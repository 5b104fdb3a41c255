import { Body, Controller, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  PATTERNS,
  SERVICE_NAMES,
  type CancelSubscriptionResponse,
  type CreateSubscriptionResponse,
  type SubscriptionCancelCommand,
  type SubscriptionCreateCommand,
  type SubscriptionStatusResponse,
  type UserScoped,
} from '@untangle/contracts';
import { CreateSubscriptionRequestDto } from '@untangle/contracts/dto';
import { DtoBodyPipe, rpc } from '@untangle/nest-kit';
import { InjectServiceClient, RedisStreamsClient } from '@untangle/transport';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { idempotencyKeyOrNew } from '../http/idempotency-key.js';

/**
 * The subscription calls for the token's member. Errors keep the body of every API error, whose
 * `error` field is what the frontend shows: 409 ALREADY_SUBSCRIBED when creating a checkout
 * while Pro, 409 NO_ACTIVE_SUBSCRIPTION when there is nothing to cancel.
 */
@Controller('api/subscription')
export class SubscriptionRoutesController {
  constructor(@InjectServiceClient(SERVICE_NAMES.billing) private readonly billing: RedisStreamsClient) {}

  /** isActive, willCancelAtPeriodEnd, subscriptionExpiresAt, subscriptionCancelledAt (+ plan, nextBillingDate). */
  @Get('status')
  status(
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SubscriptionStatusResponse> {
    void reply.header('cache-control', 'no-store');
    const query: UserScoped = { userId: user.id };
    return rpc<SubscriptionStatusResponse>(this.billing, PATTERNS.billing.subscriptionStatus, query);
  }

  /** `{ upgradeSource: 'manual' }` → `{ paymentLink }`, where the browser goes to pay. */
  @Post('create')
  @HttpCode(200)
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new DtoBodyPipe(CreateSubscriptionRequestDto)) body: CreateSubscriptionRequestDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<CreateSubscriptionResponse> {
    const command: SubscriptionCreateCommand = {
      userId: user.id,
      idempotencyKey: idempotencyKeyOrNew(idempotencyKey),
      upgradeSource: body.upgradeSource,
      ...(user.email ? { email: user.email } : {}),
    };
    return rpc<CreateSubscriptionResponse>(this.billing, PATTERNS.billing.subscriptionCreate, command);
  }

  /** Cancels at the end of the paid period → `{ message }`. No body. */
  @Post('cancel')
  @HttpCode(200)
  cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<CancelSubscriptionResponse> {
    const command: SubscriptionCancelCommand = {
      userId: user.id,
      idempotencyKey: idempotencyKeyOrNew(idempotencyKey),
    };
    return rpc<CancelSubscriptionResponse>(this.billing, PATTERNS.billing.subscriptionCancel, command);
  }
}

/** The client's Idempotency-Key, checked; without one, every call is its own request. */
