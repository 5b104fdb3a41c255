/** Fixtures shared by text-processing's tests and by suites that drive it from outside. */
import { randomUUID } from 'node:crypto';
import { PLANS, type DetectedLogicType, type PlanId, type RestructureCommand } from '@untangle/contracts';
import { TextProcessingConfig } from '../config.js';
import { LocalEngine, type LocalEngineSettings } from '../engines/local/local.engine.js';

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
    idempotencyKey: randomUUID(),
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

/**
 * A stand-in engine thread body: a text containing 'spin-forever' never finishes, 'exit-thread' kills
 * its thread, 'hog-memory' exhausts its heap; any other text comes back unchanged.
 */
export const SCRIPTED_ENGINE_THREAD = new URL('./threads/scripted-engine-thread.mjs', import.meta.url);

/**
 * The local engine with the service's default thread pool settings, or `settings` instead. It runs
 * the compiled thread body, so the packages must be built (`npm run build`). Close it after the suite.
 */
export function localEngine(settings: Partial<LocalEngineSettings> = {}, entry?: URL): LocalEngine {
  const defaults = new TextProcessingConfig();
  return new LocalEngine(
    {
      LOCAL_ENGINE_THREADS: defaults.LOCAL_ENGINE_THREADS,
      LOCAL_ENGINE_DEADLINE_MS: defaults.LOCAL_ENGINE_DEADLINE_MS,
      LOCAL_ENGINE_MAX_HEAP_MB: defaults.LOCAL_ENGINE_MAX_HEAP_MB,
      ...settings,
    },
    entry,
  );
}
