import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { processTextResponseOf } from './api.js';
import { ProcessTextRequestDto, RestructureCommandDto, SessionListParamsDto } from './dto.js';
import { LIMITS, PIN_LIMITS } from './limits.js';
import { canonicalLogicType, LOGIC_TYPE_LABELS, LOGIC_TYPE_PICKER_LABELS } from './logic-types.js';
import { planFromWire, PLAN_IDS, PLANS, wirePlanName } from './plans.js';
import { formatMessage, UI_MESSAGES } from './ui-messages.js';

describe('plans and priorities', () => {
  it('gives Pro a lower (earlier) BullMQ priority than free, and neither is unset', () => {
    expect(PLANS.pro.queuePriority).toBe(1);
    expect(PLANS.free.queuePriority).toBe(10);
  });

  it('describes the free and Pro plans: limits, price, priority, model and features', () => {
    expect(PLANS.free).toMatchObject({ priceUsdPerMonth: 0, monthlyRestructures: 5, maxChars: 500 });
    expect(PLANS.pro).toMatchObject({ priceUsdPerMonth: 5, monthlyRestructures: null, maxChars: 4000 });
    expect(PLANS.pro.maxChars / PLANS.free.maxChars).toBe(8);
  });

  it('caps every input at the largest plan limit, the Pro plan 4000 characters', () => {
    expect(LIMITS.maxInputChars).toBe(4000);
    expect(LIMITS.maxInputChars).toBe(Math.max(...Object.values(PLANS).map((plan) => plan.maxChars)));
  });
});

describe('plan names on the wire', () => {
  it("names the Pro plan 'premium' in the quota status and reads every wire name back", () => {
    expect(wirePlanName('pro')).toBe('premium');
    expect(wirePlanName('free')).toBe('free');
    for (const plan of PLAN_IDS) expect(planFromWire(wirePlanName(plan))).toBe(plan);
  });

  it('reads anything but premium, or no answer yet, as free', () => {
    expect(planFromWire('pro')).toBe('free');
    expect(planFromWire(undefined)).toBe('free');
  });
});

describe('logic types', () => {
  it('labels both names of the process type the same', () => {
    expect(LOGIC_TYPE_LABELS['process-steps']).toBe(LOGIC_TYPE_LABELS.process);
    expect(canonicalLogicType('process-steps')).toBe('process');
    expect(canonicalLogicType('chronological')).toBe('chronological');
  });

  it('offers the five picker options with their labels', () => {
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

describe('pins of a re-run', () => {
  const problems = async (pins: unknown) => {
    const errors = await validate(
      plainToInstance(ProcessTextRequestDto, { inputText: 'Some text here.', logicType: 'process', pins }),
      { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true },
    );
    return errors.flatMap((error) => Object.values(error.constraints ?? {}));
  };
  const pins = (count: number) => Array.from({ length: count }, (_, i) => ({ sentence: i, position: i }));

  it('are optional, and accepted as distinct sentences at distinct positions', async () => {
    expect(await problems(undefined)).toEqual([]);
    expect(await problems([])).toEqual([]);
    expect(
      await problems([
        { sentence: 3, position: 0 },
        { sentence: 0, position: 2 },
      ]),
    ).toEqual([]);
    expect(await problems(pins(PIN_LIMITS.maxPins))).toEqual([]);
  });

  it.each([
    [
      'a single pin instead of a list',
      { sentence: 0, position: 1 },
      'pins must be an array of { sentence, position } objects',
    ],
    [
      'more pins than the bound',
      pins(PIN_LIMITS.maxPins + 1),
      `pins must hold at most ${PIN_LIMITS.maxPins} pins`,
    ],
    [
      'a negative index',
      [{ sentence: -1, position: 0 }],
      `pins[0].sentence must be an integer from 0 to ${PIN_LIMITS.maxIndex}`,
    ],
    [
      'a fraction',
      [{ sentence: 0, position: 1.5 }],
      `pins[0].position must be an integer from 0 to ${PIN_LIMITS.maxIndex}`,
    ],
    [
      'a number as text',
      [{ sentence: '2', position: 1 }],
      `pins[0].sentence must be an integer from 0 to ${PIN_LIMITS.maxIndex}`,
    ],
    [
      'an index no text can reach',
      [{ sentence: 0, position: PIN_LIMITS.maxIndex + 1 }],
      `pins[0].position must be an integer from 0 to ${PIN_LIMITS.maxIndex}`,
    ],
    ['a missing field', [{ sentence: 0 }], 'pins[0] must hold exactly the fields sentence and position'],
    [
      'an extra field',
      [{ sentence: 0, position: 0, locked: true }],
      'pins[0] must hold exactly the fields sentence and position',
    ],
    [
      'the same sentence twice',
      [
        { sentence: 1, position: 0 },
        { sentence: 1, position: 2 },
      ],
      'pins name sentence 1 more than once',
    ],
    [
      'two sentences at one position',
      [
        { sentence: 1, position: 0 },
        { sentence: 2, position: 0 },
      ],
      'pins put more than one sentence at position 0',
    ],
  ])('are refused with a clear message for %s', async (_, value, message) => {
    expect(await problems(value)).toEqual([message]);
  });

  it('are checked the same way on the service command', async () => {
    const command = plainToInstance(RestructureCommandDto, {
      userId: 'u1',
      idempotencyKey: 'r1',
      inputText: 'Some text here.',
      logicType: 'process',
      plan: 'free',
      modelTier: 'standard',
      priority: 10,
      maxChars: 500,
      pins: [
        { sentence: 0, position: 0 },
        { sentence: 0, position: 1 },
      ],
    });
    const errors = await validate(command);
    expect(errors.map((error) => error.property)).toEqual(['pins']);
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

describe('the process-text answer', () => {
  it('carries exactly the response fields, never what a job result adds for internal use', () => {
    const response = {
      outputText: 'B. A.',
      detectedLogicType: 'chronological' as const,
      explanation: 'Ordered by time.',
      sentences: ['A.', 'B.'],
      order: [1, 0],
    };
    const jobResult = { ...response, engine: 'local', attempts: 2, userId: 'member-1' };
    expect(processTextResponseOf(jobResult)).toEqual(response);
  });
});
