import { Inject, Injectable } from '@nestjs/common';
import {
  LIMITS,
  SESSION_LIMITS,
  type DeleteAllSessionsResponse,
  type DeleteSessionResponse,
  type Session,
  type SessionListResult,
} from '@untangle/contracts';
import {
  type SessionCreateCommandDto,
  type SessionDeleteCommandDto,
  type SessionListQueryDto,
} from '@untangle/contracts/dto';
import { cleanText, textLength } from '@untangle/text-validation';
import { SERVICE_CONFIG } from '@untangle/nest-kit';
import { ServiceError } from '@untangle/transport';
import type { SessionsConfig } from '../config.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { PlanCheck } from './plan-check.js';
import { logicTypesMatching, searchPattern } from './search.js';
import { SessionsRepository } from './sessions.repository.js';

/** Postgres text cannot hold NUL; nothing else of what the client sent is changed. */
const withoutNul = (text: string) => text.replaceAll('\u0000', '');

/** The session rules (who may save, list, search and delete what) on top of the `sessions` schema. Every call is scoped to one member. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly repository: SessionsRepository,
    private readonly planCheck: PlanCheck,
    @Inject(SERVICE_CONFIG) private readonly config: SessionsConfig,
  ) {}

  /**
   * Saving is for every signed-in member (the legal pages promise storage); viewing is Pro. A member
   * keeps at most SESSIONS_MAX_PER_MEMBER sessions (the gateway lets only restructured texts through).
   */
  async create(command: SessionCreateCommandDto): Promise<Session> {
    const inputText = cleanText(command.inputText);
    const outputText = withoutNul(command.outputText);
    const explanation = withoutNul(command.explanation);
    const problems = [
      textLength(inputText) === 0 && 'inputText must not be empty.',
      textLength(inputText) > LIMITS.maxInputChars &&
        `inputText must be at most ${LIMITS.maxInputChars} characters after cleaning.`,
      textLength(outputText) === 0 && 'outputText must not be empty.',
      textLength(outputText) > SESSION_LIMITS.outputChars &&
        `outputText must be at most ${SESSION_LIMITS.outputChars} characters.`,
      textLength(explanation) > SESSION_LIMITS.explanationChars &&
        `explanation must be at most ${SESSION_LIMITS.explanationChars} characters.`,
    ].filter((problem): problem is string => typeof problem === 'string');
    if (problems.length > 0) throw new ServiceError('VALIDATION_FAILED', problems[0], problems);

    const outcome = await this.repository.create(
      {
        userId: command.userId,
        idempotencyKey: command.idempotencyKey,
        inputText,
        outputText,
        logicType: command.logicType,
        explanation,
      },
      this.config.SESSIONS_MAX_PER_MEMBER,
    );
    switch (outcome.kind) {
      case 'created':
      case 'replayed':
        return outcome.session;
      case 'conflict':
        throw new ServiceError('IDEMPOTENCY_CONFLICT');
      case 'account-deleted':
        // The token outlived its account by a few minutes: nothing may be stored for it any more.
        throw new ServiceError('AUTH_INVALID');
      case 'full':
        throw new ServiceError(
          'SESSION_LIMIT_REACHED',
          `Your history is full: it keeps at most ${this.config.SESSIONS_MAX_PER_MEMBER} sessions. Delete older sessions to save new ones.`,
        );
    }
  }

  async list(query: SessionListQueryDto): Promise<SessionListResult> {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    await this.planCheck.assertMayViewHistory(query.userId);
    const page = await this.repository.list({
      userId: query.userId,
      pattern: searchPattern(query.q),
      logicTypes: logicTypesMatching(query.type),
      after,
      limit: query.limit ?? SESSION_LIMITS.pageSizeDefault,
    });
    return {
      itemsJson: JSON.stringify(page.items),
      nextCursor: page.next ? encodeCursor(page.next) : null,
      total: page.total,
    };
  }

  /** Another member's id answers exactly like a missing one. */
  async delete(command: SessionDeleteCommandDto): Promise<DeleteSessionResponse> {
    const id = command.sessionId.toLowerCase();
    if (!(await this.repository.delete(command.userId, id))) throw new ServiceError('SESSION_NOT_FOUND');
    return { deleted: true, id };
  }

  async deleteAll(userId: string, idempotencyKey: string): Promise<DeleteAllSessionsResponse> {
    return { deletedCount: await this.repository.deleteAll(userId, idempotencyKey) };
  }

  purgeAccount(userId: string): Promise<number> {
    return this.repository.purgeAccount(userId);
  }
}
