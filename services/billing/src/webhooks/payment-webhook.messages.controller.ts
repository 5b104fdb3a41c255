import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PATTERNS, type PaymentWebhookResult } from '@untangle/contracts';
import { MAX_WEBHOOK_BODY_BYTES, PaymentWebhookCommandDto } from '@untangle/contracts/dto';
import { SERVICE_CONFIG, validateDto } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { BillingConfig } from '../config.js';
import { StripeWebhooksService } from './stripe-webhooks.service.js';

@Controller()
export class PaymentWebhookMessagesController {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: BillingConfig,
    private readonly stripe: StripeWebhooksService,
  ) {}

  /**
   * A provider's webhook as the gateway received it: the raw bytes (base64) and the signature
   * header. Only Stripe sends webhooks; with the local provider there is no webhook (404).
   */
  @MessagePattern(PATTERNS.billing.paymentWebhook)
  async receive(@Payload() data: unknown): Promise<PaymentWebhookResult> {
    const command = await validateDto(PaymentWebhookCommandDto, data);
    if (this.config.PAYMENT_PROVIDER !== 'stripe') throw new ServiceError('NOT_FOUND');
    const rawBody = Buffer.from(command.rawBody, 'base64');
    if (rawBody.length > MAX_WEBHOOK_BODY_BYTES) throw new ServiceError('PAYLOAD_TOO_LARGE');
    return this.stripe.handle(rawBody, command.signature);
  }
}
