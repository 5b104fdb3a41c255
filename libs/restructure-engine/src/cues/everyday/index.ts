/**
 * Everyday scripts: the conventional order of the stages of a day or an outing, and of a meal, read
 * like the stages of a life (`narrative.ts`) — as soft pairwise preferences, never as hard
 * constraints.
 *
 * - The day / outing script (day-rules.ts): waking → getting ready (washing, dressing, breakfast,
 *   packing) → setting off (leaving the house, locking the door) → on the way (bus, train,
 *   traffic, a flight) → arriving (reaching the office, landing, checking in) → there (a meeting, a
 *   lesson, a match: its start, the break, the late part) → leaving for home → back home → the
 *   evening → bed. A trip follows the same stages (packing, setting off, travelling, arriving,
 *   checking in), and something done the night before comes before all of them.
 * - The meal script (meal-rules.ts): shopping → preparing (chopping, peeling) → cooking → serving
 *   (draining, dishing up) → eating → clearing up.
 *
 * The stage positions are in stages.ts, the weights in weights.ts; stage-cues.ts finds the stages
 * a sentence names, script-order.ts turns them into pairwise preferences, and look-back.ts finds
 * sentences that look back from a later point ('By the time I reached the office, …').
 */
export { lookBack, type LookBack } from './look-back.js';
export { scriptOrder, type ScriptOrder } from './script-order.js';
export { sentenceStages, stageCues } from './stage-cues.js';
export { DAY_STAGE, MEAL_STAGE, stageLabel } from './stages.js';
export type { Script, SentenceStages, StageCue } from './types.js';
export { EVERYDAY_CUE_WEIGHTS } from './weights.js';
