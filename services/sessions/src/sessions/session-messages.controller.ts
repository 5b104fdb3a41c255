import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  EVENTS,
  PATTERNS,
  type DeleteAllSessionsResponse,
  type DeleteSessionResponse,
  type Session,
  type SessionListResult,
} from '@untangle/contracts';
import {
  AccountDeletedEventDto,
  CommandDto,
  SessionCreateCommandDto,
  SessionDeleteCommandDto,
  SessionListQueryDto,
} from '@untangle/contracts/dto';
import { LOGGER, validateDto } from '@untangle/nest-kit';
import type { Logger } from 'pino';
import { SessionsService } from './sessions.service.js';

/** The sessions service's transport handlers (the API's sessions calls, reached through the gateway). */
@Controller()
export class SessionMessagesController {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Idempotent on (userId, idempotencyKey): a redelivery or a retried Idempotency-Key stores one session. */
  @MessagePattern(PATTERNS.sessions.create)
  async create(@Payload() data: unknown): Promise<Session> {
    return this.sessions.create(await validateDto(SessionCreateCommandDto, data));
  }

  @MessagePattern(PATTERNS.sessions.list)
  async list(@Payload() data: unknown): Promise<SessionListResult> {
    return this.sessions.list(await validateDto(SessionListQueryDto, data));
  }

  /** Idempotent in effect: once gone, a session stays gone (a repeat answers SESSION_NOT_FOUND). */
  @MessagePattern(PATTERNS.sessions.delete)
  async delete(@Payload() data: unknown): Promise<DeleteSessionResponse> {
    return this.sessions.delete(await validateDto(SessionDeleteCommandDto, data));
  }

  /** Idempotent on (userId, idempotencyKey): a repeat answers the first count. */
  @MessagePattern(PATTERNS.sessions.deleteAll)
  async deleteAll(@Payload() data: unknown): Promise<DeleteAllSessionsResponse> {
    const command = await validateDto(CommandDto, data);
    return this.sessions.deleteAll(command.userId, command.idempotencyKey);
  }

  /** Identity deleted an account: everything stored for it goes (legal pages: within 30 days). */
  @EventPattern(EVENTS.accountDeleted)
  async accountDeleted(@Payload() data: unknown): Promise<void> {
    const event = await validateDto(AccountDeletedEventDto, data, { allowUnknown: true });
    const deleted = await this.sessions.purgeAccount(event.userId);
    this.logger.info({ userId: event.userId, deleted }, 'account deleted: sessions purged');
  }
}
