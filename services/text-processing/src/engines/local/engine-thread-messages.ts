import type { DetectedLogicType, LogicType } from '@untangle/contracts';

/** What the pool posts to an engine thread. */
export interface ThreadRequest {
  text: string;
  logicType: LogicType;
}

/** What an engine thread posts back: the result, or the engine's refusal of the input. */
export type ThreadReply =
  | { ok: true; outputText: string; detectedLogicType: DetectedLogicType; explanation: string }
  | { ok: false; inputError: { code: string; message: string } }
  | { ok: false; crash: string };
