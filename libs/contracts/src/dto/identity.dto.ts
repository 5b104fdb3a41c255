import { IsISO8601, IsString, MaxLength, MinLength } from 'class-validator';
import type { AccountDeletedEvent } from '../messages.js';

export class AccountDeletedEventDto implements AccountDeletedEvent {
  @IsString() @MinLength(1) @MaxLength(200) userId!: string;
  @IsISO8601() deletedAt!: string;
}
