import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  Equals,
  IsArray,
  IsBase64,
  IsEmail,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import type { CreateSubscriptionRequest } from '../api.js';
import type {
  Command,
  LocalCheckoutCompleteCommand,
  LocalCheckoutQuery,
  PaymentWebhookCommand,
  QuotaRecordCommand,
  SubscriptionCreateCommand,
  UsageRecord,
  UserScoped,
} from '../messages.js';
import { PLAN_IDS, type PlanId } from '../plans.js';

export class UserScopedDto implements UserScoped {
  @IsString() @MinLength(1) @MaxLength(200) userId!: string;
}

export class CommandDto extends UserScopedDto implements Command {
  @IsString() @MinLength(1) @MaxLength(200) idempotencyKey!: string;
}

export class UsageRecordDto extends CommandDto implements UsageRecord {
  @IsIn(PLAN_IDS) plan!: PlanId;
}

/** Most records one `quota.record` carries. */
export const MAX_USAGE_RECORDS = 1000;

export class QuotaRecordCommandDto implements QuotaRecordCommand {
  @IsArray()
  @ArrayNotEmpty()
  @ArrayMaxSize(MAX_USAGE_RECORDS)
  @ValidateNested({ each: true })
  @Type(() => UsageRecordDto)
  records!: UsageRecordDto[];
}

export class CreateSubscriptionRequestDto implements CreateSubscriptionRequest {
  @Equals('manual', { message: "upgradeSource must be 'manual'" })
  upgradeSource!: 'manual';
}

export class SubscriptionCreateCommandDto extends CommandDto implements SubscriptionCreateCommand {
  @Equals('manual') upgradeSource!: 'manual';
  @IsOptional() @IsEmail() email?: string;
}

/** Stripe sends bodies of a few kB; 1 MiB is far beyond any real event. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

export class PaymentWebhookCommandDto implements PaymentWebhookCommand {
  @IsBase64() @MaxLength(Math.ceil(MAX_WEBHOOK_BODY_BYTES / 3) * 4) rawBody!: string;
  @IsString() @MaxLength(2000) signature!: string;
}

/** Local checkout ids are 32 random bytes, base64url: 43 characters. */
export class LocalCheckoutQueryDto implements LocalCheckoutQuery {
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'checkoutId is not a checkout id' })
  checkoutId!: string;
}

export class LocalCheckoutCompleteCommandDto
  extends LocalCheckoutQueryDto
  implements LocalCheckoutCompleteCommand
{
  @IsIn(['pay', 'cancel']) action!: 'pay' | 'cancel';
}
