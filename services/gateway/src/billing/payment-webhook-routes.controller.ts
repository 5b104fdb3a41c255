import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  PATTERNS,
  SERVICE_NAMES,
  type PaymentWebhookCommand,
  type PaymentWebhookResult,
} from '@untangle/contracts';
import { MAX_WEBHOOK_BODY_BYTES } from '@untangle/contracts/dto';
import { Public, rpc } from '@untangle/nest-kit';
import { InjectServiceClient, RedisStreamsClient, ServiceError } from '@untangle/transport';
import type { FastifyRequest } from 'fastify';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/**
 * `POST /api/billing/webhook`: the payment provider's events. No bearer token: the provider signs the
 * body instead, so the exact bytes received (`request.rawBody`, kept because main.ts starts the
 * gateway with `rawBody: true`) travel to billing, which verifies the signature. A bad signature is
 * a 400; anything billing cannot apply now is a 5xx, which the provider retries.
 */
@Controller('api/billing')
export class PaymentWebhookRoutesController {
  constructor(@InjectServiceClient(SERVICE_NAMES.billing) private readonly billing: RedisStreamsClient) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  receive(
    @Req() request: FastifyRequest & { rawBody?: Buffer },
    @Headers(STRIPE_SIGNATURE_HEADER) signature: string | undefined,
  ): Promise<PaymentWebhookResult> {
    const rawBody = request.rawBody;
    if (!signature || !Buffer.isBuffer(rawBody) || rawBody.length === 0) {
      throw new ServiceError('WEBHOOK_SIGNATURE_INVALID');
    }
    if (rawBody.length > MAX_WEBHOOK_BODY_BYTES) throw new ServiceError('PAYLOAD_TOO_LARGE');
    const command: PaymentWebhookCommand = { rawBody: rawBody.toString('base64'), signature };
    return rpc<PaymentWebhookResult>(this.billing, PATTERNS.billing.paymentWebhook, command);
  }
}
