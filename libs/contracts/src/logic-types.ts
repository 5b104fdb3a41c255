/** What a member may ask for. `auto-detect` is the default selection. */
export const LOGIC_TYPES = [
  'auto-detect',
  'chronological',
  'cause-effect',
  'argument-flow',
  'process',
] as const;
export type LogicType = (typeof LOGIC_TYPES)[number];

/** What a restructure can come back as (`detectedLogicType`). */
export const DETECTED_LOGIC_TYPES = ['chronological', 'cause-effect', 'argument-flow', 'process'] as const;
export type DetectedLogicType = (typeof DETECTED_LOGIC_TYPES)[number];

/** The history filter and the demo examples call the process type `process-steps`. */
export const HISTORY_FILTER_TYPES = [
  'chronological',
  'cause-effect',
  'argument-flow',
  'process-steps',
] as const;
export type HistoryFilterType = (typeof HISTORY_FILTER_TYPES)[number];

/** Every value a stored session's `logicType` may hold. */
export const SESSION_LOGIC_TYPES = [...LOGIC_TYPES, 'process-steps'] as const;
export type SessionLogicType = (typeof SESSION_LOGIC_TYPES)[number];

export const DEFAULT_LOGIC_TYPE: LogicType = 'auto-detect';

/** Picker option labels (the landing tool and the dashboard). */
export const LOGIC_TYPE_PICKER_LABELS: Record<LogicType, string> = {
  'auto-detect': 'Auto-Detect (Recommended)',
  chronological: 'Chronological Order',
  'cause-effect': 'Cause & Effect',
  'argument-flow': 'Argument Flow',
  process: 'Process/How-To',
};

/** Result and badge labels; `process-steps` reads like `process`. */
export const LOGIC_TYPE_LABELS: Record<SessionLogicType, string> = {
  'auto-detect': 'Auto-Detected',
  chronological: 'Chronological Order',
  'cause-effect': 'Cause & Effect',
  'argument-flow': 'Argument Flow',
  process: 'Process/How-To',
  'process-steps': 'Process/How-To',
};

/** Badge colours, one per logic type. */
export const LOGIC_TYPE_COLOURS: Record<DetectedLogicType, 'blue' | 'green' | 'purple' | 'orange'> = {
  chronological: 'blue',
  'cause-effect': 'green',
  'argument-flow': 'purple',
  process: 'orange',
};

export function isLogicType(value: unknown): value is LogicType {
  return typeof value === 'string' && (LOGIC_TYPES as readonly string[]).includes(value);
}

/** `process-steps` and `process` are one type under two names. */
export function canonicalLogicType<T extends SessionLogicType>(
  value: T,
): Exclude<T, 'process-steps'> | 'process' {
  return (value === 'process-steps' ? 'process' : value) as Exclude<T, 'process-steps'> | 'process';
}
