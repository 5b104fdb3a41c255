import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  NEXT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER,
  PATTERNS,
  SERVICE_NAMES,
  type DeleteAllSessionsResponse,
  type DeleteSessionResponse,
  type Session,
  type SessionCreateCommand,
  type SessionDeleteAllCommand,
  type SessionDeleteCommand,
  type SessionListQuery,
  type JsonText,
  type SessionListResult,
} from '@untangle/contracts';
import { CreateSessionRequestDto, SessionListParamsDto } from '@untangle/contracts/dto';
import { DtoBodyPipe, rpc, validateDto } from '@untangle/nest-kit';
import { cleanText } from '@untangle/text-validation';
import { InjectServiceClient, RedisStreamsClient, ServiceError } from '@untangle/transport';
import { isUUID } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { idempotencyKeyOrNew } from '../http/idempotency-key.js';
import { RestructureReceipts } from '../receipts/restructure-receipts.js';

/** The landing variant's path number: the member's id with its non-digits removed. */
export const USER_NUMBER = /^\d{1,200}$/;

/**
 * The sessions calls. The owner is always the token's user: a `userId` in the body and the
 * number in `GET /api/sessions/{userNumber}` are ignored. Viewing is Pro (checked by the sessions
 * service with billing); saving and deleting are for every signed-in member.
 */
@Controller('api/sessions')
export class SessionRoutesController {
  constructor(
    @InjectServiceClient(SERVICE_NAMES.sessions) private readonly sessions: RedisStreamsClient,
    private readonly receipts: RestructureReceipts,
  ) {}

  /**
   * 201 with the stored session; the same Idempotency-Key again stores nothing more and answers it
   * again. Only a text the member restructured lately can be saved (SESSION_NOT_RESTRUCTURED).
   */
  @Post()
  @HttpCode(201)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new DtoBodyPipe(CreateSessionRequestDto)) body: CreateSessionRequestDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<Session> {
    await this.receipts.assertHeld(user.id, cleanText(body.inputText));
    const command: SessionCreateCommand = {
      userId: user.id,
      idempotencyKey: idempotencyKeyOrNew(idempotencyKey),
      sessionType: body.sessionType,
      inputText: body.inputText,
      outputText: body.outputText,
      logicType: body.logicType,
      explanation: body.explanation,
    };
    return rpc<Session>(this.sessions, PATTERNS.sessions.create, command);
  }

  /** The member's sessions, newest first: a plain list; the next page's cursor in a header. */
  @Get()
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonText<Session[]>> {
    return this.listFor(user, query, reply);
  }

  /** `{ deletedCount }`. Declared before `:id` for readers; Fastify prefers the static path anyway. */
  @Delete('user')
  deleteAll(
    @CurrentUser() user: AuthenticatedUser,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<DeleteAllSessionsResponse> {
    const command: SessionDeleteAllCommand = {
      userId: user.id,
      idempotencyKey: idempotencyKeyOrNew(idempotencyKey),
    };
    return rpc<DeleteAllSessionsResponse>(this.sessions, PATTERNS.sessions.deleteAll, command);
  }

  /**
   * The landing page's variant of the list: an alias for the token's own sessions. The number
   * never selects anyone; a path that is not a number is no route of ours (404).
   */
  @Get(':userNumber')
  listAlias(
    @CurrentUser() user: AuthenticatedUser,
    @Param('userNumber') userNumber: string,
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonText<Session[]>> {
    if (!USER_NUMBER.test(userNumber)) throw new ServiceError('NOT_FOUND');
    return this.listFor(user, query, reply);
  }

  /** Another member's id answers 404 exactly like a missing one. */
  @Delete(':id')
  delete(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<DeleteSessionResponse> {
    if (!isUUID(id)) throw new ServiceError('VALIDATION_FAILED', 'The session id must be a UUID.');
    const command: SessionDeleteCommand = { userId: user.id, sessionId: id };
    return rpc<DeleteSessionResponse>(this.sessions, PATTERNS.sessions.delete, command);
  }

  /** The sessions service's JSON is the body as it is: the list is never parsed and written again here. */
  private async listFor(
    user: AuthenticatedUser,
    query: unknown,
    reply: FastifyReply,
  ): Promise<JsonText<Session[]>> {
    const params = await validateDto(SessionListParamsDto, query ?? {});
    const listQuery: SessionListQuery = {
      userId: user.id,
      ...(params.q !== undefined ? { q: params.q } : {}),
      ...(params.type !== undefined ? { type: params.type } : {}),
      ...(params.cursor !== undefined ? { cursor: params.cursor } : {}),
      ...(params.limit !== undefined ? { limit: params.limit } : {}),
    };
    const result = await rpc<SessionListResult>(this.sessions, PATTERNS.sessions.list, listQuery);
    // Private data: never kept by a browser or a shared cache.
    void reply.header('cache-control', 'no-store');
    if (result.nextCursor) void reply.header(NEXT_CURSOR_HEADER, result.nextCursor);
    if (result.total !== null) void reply.header(TOTAL_COUNT_HEADER, String(result.total));
    // Fastify sends a string under a JSON content type as it is.
    void reply.type('application/json; charset=utf-8');
    return result.itemsJson;
  }
}

/** The client's Idempotency-Key, checked; without one, every call is its own request. */
