import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { PATTERNS, type QueuePositionResponse, type RestructureResult } from '@untangle/contracts';
import { QueuePositionQueryDto, RestructureCommandDto } from '@untangle/contracts/dto';
import { validateDto } from '@untangle/nest-kit';
import { RedisStreamsContext } from '@untangle/transport';
import { RestructureService } from './restructure.service.js';

@Controller()
export class RestructureMessagesController {
  constructor(private readonly restructures: RestructureService) {}

  /** Idempotent on idempotencyKey: a redelivery or a retry waits for (or reads) the same job. */
  @MessagePattern(PATTERNS.textProcessing.restructure)
  async restructure(@Payload() data: unknown, @Ctx() ctx: RedisStreamsContext): Promise<RestructureResult> {
    const command = await validateDto(RestructureCommandDto, data);
    return this.restructures.restructure(command, ctx.deadline);
  }

  /** Where the caller's job stands; a job of another member answers 'unknown'. */
  @MessagePattern(PATTERNS.textProcessing.queuePosition)
  async queuePosition(@Payload() data: unknown): Promise<QueuePositionResponse> {
    const query = await validateDto(QueuePositionQueryDto, data);
    return this.restructures.position(query.userId, query.idempotencyKey);
  }
}
