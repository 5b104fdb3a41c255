import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ProcessTextRequestDto, SessionListParamsDto } from './dto.js';
import { canonicalLogicType, LOGIC_TYPE_LABELS, LOGIC_TYPE_PICKER_LABELS } from './logic-types.js';
import { PLANS } from './plans.js';
import { QUEUE_PRIORITY } from './queues.js';
import { formatMessage, UI_MESSAGES } from './ui-messages.js';

describe('plans and priorities', () => {
  it('gives Pro a lower (earlier) BullMQ priority than free, and neither is unset', () => {
    expect(QUEUE_PRIORITY.pro).toBe(1);
    expect(QUEUE_PRIORITY.free).toBe(10);
  });

  it('describes the free and Pro plans of SPEC 9', () => {
    expect(PLANS.free).toMatchObject({ priceUsdPerMonth: 0, monthlyRestructures: 5, maxChars: 500 });
    expect(PLANS.pro).toMatchObject({ priceUsdPerMonth: 5, monthlyRestructures: null, maxChars: 4000 });
    expect(PLANS.pro.maxChars / PLANS.free.maxChars).toBe(8);
  });
});

describe('logic types', () => {
  it('labels both names of the process type the same', () => {
    expect(LOGIC_TYPE_LABELS['process-steps']).toBe(LOGIC_TYPE_LABELS.process);
    expect(canonicalLogicType('process-steps')).toBe('process');
    expect(canonicalLogicType('chronological')).toBe('chronological');
  });

  it('offers the five picker options with the spec labels', () => {
    expect(LOGIC_TYPE_PICKER_LABELS).toEqual({
      'auto-detect': 'Auto-Detect (Recommended)',
      chronological: 'Chronological Order',
      'cause-effect': 'Cause & Effect',
      'argument-flow': 'Argument Flow',
      process: 'Process/How-To',
    });
  });
});

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones alone', () => {
    expect(formatMessage(UI_MESSAGES.sessions.clearedDescription, { count: 3 })).toBe(
      '3 sessions have been permanently deleted.',
    );
    expect(formatMessage('{message}. Mail {email}', { message: 'Boom' })).toBe('Boom. Mail {email}');
  });
});

describe(ProcessTextRequestDto.name, () => {
  const check = (body: unknown) => validate(plainToInstance(ProcessTextRequestDto, body) as object);

  it('accepts a string and one of the five logic types', async () => {
    expect(await check({ inputText: 'Some text here.', logicType: 'auto-detect' })).toHaveLength(0);
  });

  it('refuses a non-string text and an unknown logic type', async () => {
    const errors = await check({ inputText: 42, logicType: 'process-steps' });
    expect(errors.map((e) => e.property).sort()).toEqual(['inputText', 'logicType']);
  });
});

describe(SessionListParamsDto.name, () => {
  it('converts a numeric limit from the query string and bounds it', async () => {
    const ok = plainToInstance(SessionListParamsDto, { limit: '20', type: 'process-steps' });
    expect(ok.limit).toBe(20);
    expect(await validate(ok)).toHaveLength(0);
    expect(await validate(plainToInstance(SessionListParamsDto, { limit: '1000' }))).toHaveLength(1);
  });
});
