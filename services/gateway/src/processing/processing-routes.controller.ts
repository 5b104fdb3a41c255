import { Body, Controller, Get, Headers, HttpCode, Post, Query, Res } from '@nestjs/common';
import {
  IDEMPOTENCY_KEY_HEADER,
  type ProcessTextResponse,
  type QueuePositionResponse,
} from '@untangle/contracts';
import { ProcessTextRequestDto } from '@untangle/contracts/dto';
import { DtoBodyPipe, validateDto } from '@untangle/nest-kit';
import { IsOptional, IsString } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { ProcessTextService } from './process-text.service.js';
import { idempotencyKeyFrom } from '../http/idempotency-key.js';

/** `GET /api/process-text/queue?idempotencyKey=<the Idempotency-Key of the pending POST>` */
export class QueuePositionParamsDto {
  @IsOptional()
  @IsString()
  idempotencyKey?: string;
}

@Controller('api/process-text')
export class ProcessingRoutesController {
  constructor(private readonly processing: ProcessTextService) {}

  /**
   * `{ inputText, logicType }` → 200 `{ outputText, detectedLogicType, explanation }`;
   * 401 without a token, 400 for a bad body or text, 402 when the month's restructures are used up,
   * 502 / 504 when processing fails or takes too long. An `Idempotency-Key` makes a retry safe.
   */
  @Post()
  @HttpCode(200)
  process(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new DtoBodyPipe(ProcessTextRequestDto)) body: ProcessTextRequestDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<ProcessTextResponse> {
    return this.processing.process(user.id, body, idempotencyKeyFrom(idempotencyKey));
  }

  /**
   * Polled while a restructure waits: `{ state, ahead }`, how many jobs run before the member's.
   * `idempotencyKey` is the Idempotency-Key the POST carries; without it, the member's latest job.
   */
  @Get('queue')
  async queue(
    @CurrentUser() user: AuthenticatedUser,
    @Query() query: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<QueuePositionResponse> {
    void reply.header('cache-control', 'no-store');
    const params = await validateDto(QueuePositionParamsDto, query ?? {});
    return this.processing.position(user.id, idempotencyKeyFrom(params.idempotencyKey));
  }
}
