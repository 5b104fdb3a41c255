import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import type { ProcessTextRequest, SentencePin } from '../api.js';
import { LOGIC_TYPES, type LogicType } from '../logic-types.js';
import { LIMITS } from '../limits.js';
import type { QueuePositionQuery, RestructureCommand } from '../messages.js';
import { MODEL_TIERS, PLAN_IDS, type ModelTier, type PlanId } from '../plans.js';
import { IsSentencePins } from './pins.validation.js';

/**
 * Raw input may carry markup that cleaning strips, so the transport bound is generous; the plan's
 * limit is enforced on the cleaned text by @untangle/text-validation.
 */
export const MAX_RAW_INPUT_CHARS = LIMITS.maxInputChars * 4;

export class ProcessTextRequestDto implements ProcessTextRequest {
  @IsString({ message: 'inputText must be a string' })
  @MaxLength(MAX_RAW_INPUT_CHARS, { message: `inputText must be at most ${MAX_RAW_INPUT_CHARS} characters` })
  inputText!: string;

  @IsIn(LOGIC_TYPES, { message: `logicType must be one of: ${LOGIC_TYPES.join(', ')}` })
  logicType!: LogicType;

  @IsOptional()
  @IsSentencePins()
  pins?: SentencePin[];
}

export class RestructureCommandDto implements RestructureCommand {
  @IsString() @MinLength(1) @MaxLength(200) userId!: string;
  @IsString() @MinLength(1) @MaxLength(200) idempotencyKey!: string;
  @IsString() @MaxLength(MAX_RAW_INPUT_CHARS) inputText!: string;
  @IsIn(LOGIC_TYPES) logicType!: LogicType;
  @IsIn(PLAN_IDS) plan!: PlanId;
  @IsIn(MODEL_TIERS) modelTier!: ModelTier;
  @IsInt() @Min(1) @Max(2_097_151) priority!: number;
  @IsInt() @Min(1) @Max(LIMITS.maxInputChars) maxChars!: number;
  @IsOptional() @IsSentencePins() pins?: SentencePin[];
}

export class QueuePositionQueryDto implements QueuePositionQuery {
  @IsString() @MinLength(1) @MaxLength(200) userId!: string;
  @IsOptional() @IsString() @MaxLength(200) idempotencyKey?: string;
}
