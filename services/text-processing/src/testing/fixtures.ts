/** Fixtures shared by text-processing's tests and by suites that drive it from outside. */
import { randomUUID } from 'node:crypto';
import { PLANS, type DetectedLogicType, type PlanId, type RestructureCommand } from '@untangle/contracts';

/** Short unordered texts (under the free plan's 500 characters), one per logic type. */
export const SAMPLE_TEXTS: Record<DetectedLogicType, string> = {
  chronological:
    'In 2019 she moved to Lisbon to study design. She was born in Porto in 1998. ' +
    'In 2023 she opened her own studio. After graduating in 2021, she worked for an agency.',
  'cause-effect':
    'As a result, the river flooded the lower town. Heavy rain fell for three days. ' +
    'Because the river rose so fast, the bridge was closed. The ground could not absorb any more water.',
  'argument-flow':
    'Therefore, the city should build more bike lanes. Cycling cuts traffic and pollution. ' +
    'Some say bike lanes slow down cars. However, studies show traffic flows better when fewer people drive.',
  process:
    'Step 3: Pour the batter into the pan. Step 1: Heat the oven to 180 degrees. ' +
    'Step 4: Bake for thirty minutes. Step 2: Mix the flour, eggs and sugar.',
};

/** A restructure command as the gateway sends it, for a member of `plan`. */
export function restructureCommand(
  overrides: Partial<RestructureCommand> & { plan?: PlanId } = {},
): RestructureCommand {
  const plan = PLANS[overrides.plan ?? 'free'];
  return {
    requestId: randomUUID(),
    userId: 'member-1',
    inputText: SAMPLE_TEXTS.chronological,
    logicType: 'auto-detect',
    plan: plan.id,
    modelTier: plan.modelTier,
    priority: plan.queuePriority,
    maxChars: plan.maxChars,
    ...overrides,
  };
}
