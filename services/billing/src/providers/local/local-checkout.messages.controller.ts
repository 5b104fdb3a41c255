import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PATTERNS, type LocalCheckoutCompleteResult, type LocalCheckoutView } from '@untangle/contracts';
import { LocalCheckoutCompleteCommandDto, LocalCheckoutQueryDto } from '@untangle/contracts/dto';
import { validateDto } from '@untangle/nest-kit';
import { LocalCheckoutService } from './local-checkout.service.js';

/** The test-mode checkout page's calls (the gateway serves the page; 404 unless PAYMENT_PROVIDER=local). */
@Controller()
export class LocalCheckoutMessagesController {
  constructor(private readonly checkouts: LocalCheckoutService) {}

  @MessagePattern(PATTERNS.billing.localCheckoutView)
  async view(@Payload() data: unknown): Promise<LocalCheckoutView> {
    const { checkoutId } = await validateDto(LocalCheckoutQueryDto, data);
    return this.checkouts.view(checkoutId);
  }

  @MessagePattern(PATTERNS.billing.localCheckoutComplete)
  async complete(@Payload() data: unknown): Promise<LocalCheckoutCompleteResult> {
    const { checkoutId, action } = await validateDto(LocalCheckoutCompleteCommandDto, data);
    return this.checkouts.complete(checkoutId, action);
  }
}
