import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  PATTERNS,
  SERVICE_NAMES,
  type LocalCheckoutCompleteCommand,
  type LocalCheckoutCompleteResult,
  type LocalCheckoutQuery,
  type LocalCheckoutView,
} from '@untangle/contracts';
import { Public, rpc } from '@untangle/nest-kit';
import { InjectServiceClient, RedisStreamsClient } from '@untangle/transport';
import type { FastifyReply } from 'fastify';
import { checkoutNotFoundPage, checkoutPage, type CheckoutPage } from './local-checkout.page.js';

const LOCAL_CHECKOUT_ROUTE = 'api/billing/checkout';
/** 32 random bytes, base64url: anything else is no checkout of ours. */
export const CHECKOUT_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * The `local` payment provider's test-mode checkout (the `paymentLink` billing hands out). Public:
 * the unguessable id in the path is the capability, as with a hosted checkout. Pay and Cancel are
 * plain form posts answered with 303 to `/dashboard?payment=success|cancelled`.
 */
@Controller(LOCAL_CHECKOUT_ROUTE)
export class LocalCheckoutRoutesController {
  constructor(@InjectServiceClient(SERVICE_NAMES.billing) private readonly billing: RedisStreamsClient) {}

  @Public()
  @Get(':id')
  async show(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    if (!CHECKOUT_ID.test(id)) return send(reply, checkoutNotFoundPage());
    const query: LocalCheckoutQuery = { checkoutId: id };
    const view = await notFoundAsNull(
      rpc<LocalCheckoutView>(this.billing, PATTERNS.billing.localCheckoutView, query),
    );
    send(reply, view ? checkoutPage(id, view, `/${LOCAL_CHECKOUT_ROUTE}`) : checkoutNotFoundPage());
  }

  @Public()
  @Post(':id/pay')
  @HttpCode(303)
  pay(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    return this.complete(id, 'pay', reply);
  }

  @Public()
  @Post(':id/cancel')
  @HttpCode(303)
  cancel(@Param('id') id: string, @Res() reply: FastifyReply): Promise<void> {
    return this.complete(id, 'cancel', reply);
  }

  private async complete(id: string, action: 'pay' | 'cancel', reply: FastifyReply): Promise<void> {
    if (!CHECKOUT_ID.test(id)) return send(reply, checkoutNotFoundPage());
    const command: LocalCheckoutCompleteCommand = { checkoutId: id, action };
    const result = await notFoundAsNull(
      rpc<LocalCheckoutCompleteResult>(this.billing, PATTERNS.billing.localCheckoutComplete, command),
    );
    if (!result) return send(reply, checkoutNotFoundPage());
    void reply
      .code(303)
      .header('location', result.redirectUrl)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send();
  }
}

function send(reply: FastifyReply, page: CheckoutPage): void {
  void reply.code(page.status).headers(page.headers).send(page.html);
}

/** Billing's 404 (unknown checkout, or not the local provider) becomes the not-found page. */
async function notFoundAsNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if ((error as { code?: unknown }).code === 'NOT_FOUND') return null;
    throw error;
  }
}
