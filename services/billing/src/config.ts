import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  ValidateIf,
} from 'class-validator';
import { booleanFlag, DatabaseServiceConfig, trailingSlashless } from '@untangle/nest-kit';

const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

const usesStripe = (config: BillingConfig) => config.PAYMENT_PROVIDER === 'stripe';
const testPaymentsInProduction = (config: BillingConfig) =>
  config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER === 'local';

export class BillingConfig extends DatabaseServiceConfig {
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3004;

  /** `local`: the built-in test-mode checkout (no money moves). `stripe`: Stripe Checkout and webhooks. */
  @IsIn(PAYMENT_PROVIDERS, { message: `PAYMENT_PROVIDER must be one of: ${PAYMENT_PROVIDERS.join(', ')}` })
  PAYMENT_PROVIDER: PaymentProviderName = 'local';

  /**
   * With NODE_ENV=production, PAYMENT_PROVIDER=local is refused unless this opts in to test payments
   * on purpose (a try-out): its checkout grants Pro without taking money. Every checkout page and the
   * dashboard say TEST MODE whenever the local provider runs.
   */
  @Transform(booleanFlag)
  @ValidateIf(testPaymentsInProduction)
  @Equals(true, {
    message:
      'PAYMENT_PROVIDER=local is refused when NODE_ENV=production: its test-mode checkout grants Pro ' +
      'without payment. Set PAYMENT_PROVIDER=stripe (with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and ' +
      'STRIPE_PRICE_ID), or ALLOW_TEST_PAYMENTS=true for a try-out that takes no money.',
  })
  ALLOW_TEST_PAYMENTS = false;

  /** Where members reach the app: checkouts return to `${PUBLIC_URL}/dashboard?payment=…`. */
  @Transform(trailingSlashless)
  @IsUrl({ require_tld: false, require_protocol: true }, { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL = 'http://localhost:8080';

  @ValidateIf(usesStripe)
  @Matches(/^(sk|rk)_\S+$/, {
    message: 'STRIPE_SECRET_KEY (sk_… or rk_…) is required when PAYMENT_PROVIDER=stripe',
  })
  STRIPE_SECRET_KEY?: string;

  @ValidateIf(usesStripe)
  @Matches(/^whsec_\S+$/, {
    message: 'STRIPE_WEBHOOK_SECRET (whsec_…) is required when PAYMENT_PROVIDER=stripe',
  })
  STRIPE_WEBHOOK_SECRET?: string;

  /** The recurring monthly price of the Pro plan (PLANS.pro.priceUsdPerMonth). */
  @ValidateIf(usesStripe)
  @Matches(/^price_\S+$/, { message: 'STRIPE_PRICE_ID (price_…) is required when PAYMENT_PROVIDER=stripe' })
  STRIPE_PRICE_ID?: string;

  /** Override of the Stripe API address (tests point it at a local server). */
  @IsOptional()
  @IsString()
  STRIPE_API_HOST?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(65535)
  STRIPE_API_PORT?: number;

  @IsOptional()
  @IsIn(['http', 'https'], { message: 'STRIPE_API_PROTOCOL must be http or https' })
  STRIPE_API_PROTOCOL?: 'http' | 'https';

  /** Deadline of one Stripe API call; below the transport deadline so the caller hears why. */
  @Type(() => Number)
  @IsInt()
  @Min(500)
  @Max(60_000)
  STRIPE_TIMEOUT_MS = 8000;

  /** Oldest accepted webhook signature, in seconds (Stripe's default tolerance). */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(3600)
  STRIPE_WEBHOOK_TOLERANCE_S = 300;

  /** How long a local test-mode checkout link stays usable. */
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  LOCAL_CHECKOUT_TTL_MIN = 30;

  /** Period of the maintenance job (ends cancelled and unpaid subscriptions, renews local ones). */
  @Type(() => Number)
  @IsInt()
  @Min(100)
  @Max(24 * 60 * 60 * 1000)
  BILLING_MAINTENANCE_EVERY_MS = 60_000;

  /**
   * Longest time a gateway may answer a Pro member's quota reservations, and a sessions service that
   * member's history gate, from its cache instead of asking billing (a published plan change voids it
   * sooner); 0 turns the caches off.
   */
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(60 * 60 * 1000)
  BILLING_PLAN_CACHE_MS = 60_000;
}
