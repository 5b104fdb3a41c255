/** The scales of the everyday scripts: each stage's position, and its label for the explanation. */
import type { Script } from './types.js';

/**
 * The day / outing script. A trip follows the same stages; something done the night before comes
 * before all of them. Fractions order the steps within a stage.
 */
export const DAY_STAGE = {
  /** 'the night before', 'the previous evening'. */
  dayBefore: -0.5,
  /** 'woke up', 'my alarm went off', 'got up'. */
  waking: 0,
  /** 'showered', 'brushed my teeth'. */
  washing: 1,
  /** 'got dressed', 'put on my coat'. */
  dressing: 1.1,
  /** 'breakfast', 'made a pot of coffee'. */
  breakfast: 1.2,
  /** 'packed my bag', 'loaded the car'. */
  packing: 1.3,
  /** 'left the house', 'locked the front door', 'set off'. */
  settingOff: 2,
  /** 'caught the bus', 'traffic', 'on the way to'. */
  onTheWay: 3,
  /** 'the plane landed'. */
  landed: 3.4,
  /** 'from the airport', 'from the station'. */
  onFromTerminal: 3.5,
  /** 'arrived', 'reached the office', 'pulled into'. */
  arriving: 4,
  /** 'signed in', 'checked in', 'at reception'. */
  checkedIn: 4.3,
  /** The business of the day or the event: 'meeting', 'lesson', 'kick-off'. */
  mainPart: 5,
  /** 'in the first few minutes'. */
  opening: 5.1,
  /** 'at break', 'coffee break'. */
  shortBreak: 5.3,
  /** 'lunch', 'half-time', 'the interval'. */
  midBreak: 5.5,
  /** 'second half', 'after the break'. */
  afterBreak: 5.7,
  /** 'late winner', 'injury time', 'encore'. */
  latePart: 5.9,
  /** 'after work', 'left the office', 'final whistle'. */
  leaving: 6,
  /** 'the train home', 'the drive back home'. */
  wayHome: 6.5,
  /** 'got home', 'back at home', 'let myself in'. */
  backHome: 7,
  /** 'dinner', 'watched TV'. */
  evening: 8,
  /** 'went to bed', 'asleep', 'lights out'. */
  bed: 9,
} as const;

/** The meal script. */
export const MEAL_STAGE = {
  /** 'went to the supermarket', 'bought some ingredients'. */
  shopping: 0,
  /** 'chopped', 'peeled'. */
  preparing: 1,
  /** 'fried', 'simmered', 'into the oven'. */
  cooking: 2,
  /** 'drained', 'dished up', 'laid the table'. */
  serving: 3,
  /** 'ate', 'tucked in'. */
  eating: 4,
  /** 'washing-up', 'cleared the table'. */
  clearingUp: 5,
} as const;

const MEAL_LABELS = ['shopping', 'preparing', 'cooking', 'serving', 'eating', 'clearing up'];
const DAY_LABELS = [
  'waking',
  'getting ready',
  'setting off',
  'on the way',
  'arriving',
  'the main part',
  'leaving for home',
  'back home',
  'the evening',
  'bedtime',
];

/** Labels of the scripts' stages, for the explanation. */
export function stageLabel(script: Script, stage: number): string {
  if (script === 'meal') return MEAL_LABELS[Math.round(stage)] ?? 'the meal';
  if (stage < 0) return 'the day before';
  // A stage and its steps (5 … 5.9) share a label; the 0.05 keeps a sum a hair below a whole stage on it.
  return DAY_LABELS[Math.min(DAY_LABELS.length - 1, Math.floor(stage + 0.05))]!;
}
