import { Type } from 'class-transformer';
import {
  Equals,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { SESSION_TYPE, type CreateSessionRequest } from '../api.js';
import { SESSION_LIMITS } from '../limits.js';
import {
  HISTORY_FILTER_TYPES,
  LOGIC_TYPES,
  SESSION_LOGIC_TYPES,
  type HistoryFilterType,
  type LogicType,
  type SessionLogicType,
} from '../logic-types.js';
import type { SessionCreateCommand, SessionDeleteCommand, SessionListQuery } from '../messages.js';

export const SESSION_FILTER_TYPES = [...LOGIC_TYPES, ...HISTORY_FILTER_TYPES] as const;

/**
 * The fields a client sends. Kept apart from `userId` because class-validator merges a parent's
 * rules into a subclass: an `@IsOptional()` userId here would let a command without one through.
 */
abstract class SessionContentDto implements Omit<CreateSessionRequest, 'userId'> {
  @Equals(SESSION_TYPE, { message: `sessionType must be '${SESSION_TYPE}'` })
  sessionType!: typeof SESSION_TYPE;

  @IsString({ message: 'inputText must be a string' })
  @MaxLength(SESSION_LIMITS.rawInputChars)
  inputText!: string;

  @IsString({ message: 'outputText must be a string' })
  @MinLength(1, { message: 'outputText must not be empty' })
  @MaxLength(SESSION_LIMITS.outputChars)
  outputText!: string;

  @IsIn(SESSION_LOGIC_TYPES, { message: `logicType must be one of: ${SESSION_LOGIC_TYPES.join(', ')}` })
  logicType!: SessionLogicType;

  @IsString({ message: 'explanation must be a string' })
  @MaxLength(SESSION_LIMITS.explanationChars)
  explanation!: string;
}

export class CreateSessionRequestDto extends SessionContentDto implements CreateSessionRequest {
  /** Accepted from clients that send it, and ignored: the token's user owns the session. */
  @IsOptional() userId?: string;
}

export class SessionCreateCommandDto extends SessionContentDto implements SessionCreateCommand {
  @IsString() @MinLength(1) @MaxLength(200) userId!: string;
  @IsString() @MinLength(1) @MaxLength(200) idempotencyKey!: string;
}

export class SessionListParamsDto {
  @IsOptional() @IsString() @MaxLength(SESSION_LIMITS.searchChars) q?: string;
  @IsOptional() @IsIn(SESSION_FILTER_TYPES) type?: LogicType | HistoryFilterType;
  @IsOptional() @IsString() @MaxLength(200) cursor?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(SESSION_LIMITS.pageSizeMax) limit?: number;
}

export class SessionListQueryDto extends SessionListParamsDto implements SessionListQuery {
  @IsString() @MinLength(1) @MaxLength(200) userId!: string;
}

export class SessionDeleteCommandDto implements SessionDeleteCommand {
  @IsString() @MinLength(1) @MaxLength(200) userId!: string;
  @IsUUID() sessionId!: string;
}
