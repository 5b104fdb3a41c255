import { describe, expect, it } from '@jest/globals';
import { RpcException } from '@nestjs/microservices';
import { ERROR_CODES } from '@untangle/contracts';
import { codedPayload, ServiceError, toErrorPayload, TransportError } from './errors.js';
import { CapturingLogger } from './testing/in-process.js';

describe(ServiceError.name, () => {
  it('is an RpcException whose payload takes status and default message from ERROR_CODES', () => {
    const error = new ServiceError('QUOTA_EXCEEDED');
    expect(error).toBeInstanceOf(RpcException);
    expect(error.getError()).toEqual({
      code: 'QUOTA_EXCEEDED',
      status: 402,
      message: ERROR_CODES.QUOTA_EXCEEDED.message,
    });
  });

  it('keeps a custom message and details', () => {
    expect(new ServiceError('VALIDATION_FAILED', 'Text is empty.', ['text: required']).toPayload()).toEqual({
      code: 'VALIDATION_FAILED',
      status: 400,
      message: 'Text is empty.',
      details: ['text: required'],
    });
  });
});

describe(TransportError.name, () => {
  it('is rebuilt from a payload with its code, status, errorId and details', () => {
    const error = TransportError.fromPayload({
      code: 'INTERNAL',
      status: 500,
      message: 'm',
      errorId: 'id-1',
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'INTERNAL', status: 500, message: 'm', errorId: 'id-1' });
    expect(error.details).toBeUndefined();
  });

  it('defaults the message of its code', () => {
    expect(new TransportError('UPSTREAM_TIMEOUT')).toMatchObject({
      status: 504,
      message: ERROR_CODES.UPSTREAM_TIMEOUT.message,
    });
  });
});

describe(toErrorPayload.name, () => {
  it('passes coded errors on: ServiceError, a downstream TransportError, a plain coded payload', () => {
    const logger = new CapturingLogger();
    expect(toErrorPayload(new ServiceError('NOT_FOUND'), logger, 'h').code).toBe('NOT_FOUND');
    expect(
      toErrorPayload(new TransportError('INTERNAL', undefined, { errorId: 'x' }), logger, 'h'),
    ).toMatchObject({
      code: 'INTERNAL',
      errorId: 'x',
    });
    expect(toErrorPayload({ code: 'RATE_LIMITED', status: 999, message: 'slow down' }, logger, 'h')).toEqual({
      code: 'RATE_LIMITED',
      status: 429,
      message: 'slow down',
    });
    expect(logger.lines).toEqual([]);
  });

  it('turns anything else into INTERNAL, logging the detail under the errorId it returns', () => {
    const logger = new CapturingLogger();
    const payload = toErrorPayload(new TypeError('secret detail'), logger, 'handler for "x"');
    expect(payload).toEqual({
      code: 'INTERNAL',
      status: 500,
      message: ERROR_CODES.INTERNAL.message,
      errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(logger.lines).toHaveLength(1);
    expect(logger.lines[0]).toMatchObject({ level: 'error' });
    expect(logger.lines[0]!.message).toContain(`errorId=${payload.errorId}`);
    expect(logger.lines[0]!.message).toContain('secret detail');
  });

  it("points at TransportExceptionFilter when Nest's default filter already dropped the detail", () => {
    const logger = new CapturingLogger();
    toErrorPayload({ status: 'error', message: 'Internal server error' }, logger, 'h');
    expect(logger.text()).toContain('TransportExceptionFilter');
  });

  it('recognises only known codes', () => {
    expect(codedPayload({ code: 'NOPE' })).toBeUndefined();
    expect(codedPayload('INTERNAL')).toBeUndefined();
  });
});
