import { describe, expect, it } from '@jest/globals';
import { UnrecoverableError } from 'bullmq';
import { decodeFailure, failureReason, permanentFailure, transientFailure } from './job-failure.js';
import { jobIdFor } from './restructure-queue.js';

describe(decodeFailure.name, () => {
  it('reads back the coded reasons the worker writes', () => {
    expect(decodeFailure(failureReason('PROCESSING_TIMEOUT'))).toEqual({
      code: 'PROCESSING_TIMEOUT',
      message: 'Processing took too long and was stopped. Please try again; you have not been charged.',
      coded: true,
    });
    expect(decodeFailure(transientFailure('PROCESSING_FAILED', 'Busy.').message)).toMatchObject({
      code: 'PROCESSING_FAILED',
      message: 'Busy.',
    });
  });

  it('keeps anything else out of the member’s sight', () => {
    for (const reason of ['job stalled more than allowable limit', '[NOT_A_CODE] x', undefined]) {
      expect(decodeFailure(reason)).toEqual({
        code: 'PROCESSING_FAILED',
        message: 'Processing failed',
        coded: false,
      });
    }
  });

  it('marks permanent failures so BullMQ does not retry them', () => {
    expect(permanentFailure('PROCESSING_FAILED')).toBeInstanceOf(UnrecoverableError);
    expect(transientFailure('PROCESSING_FAILED')).not.toBeInstanceOf(UnrecoverableError);
  });
});

describe(jobIdFor.name, () => {
  it('keeps the gateway’s idempotency keys as they are', () => {
    const uuid = '0b1b4d0e-7f0a-4a57-9d83-1d7c8c7b6f00';
    expect(jobIdFor(uuid)).toBe(uuid);
    expect(jobIdFor('kAbC_d-e')).toBe('kAbC_d-e');
  });

  it('encodes what BullMQ refuses, one to one', () => {
    expect(jobIdFor('user:1:key')).toBe('user%3A1%3Akey');
    expect(jobIdFor('user%3A1')).not.toBe(jobIdFor('user:1'));
    expect(() => jobIdFor('12345')).toThrow();
  });
});
