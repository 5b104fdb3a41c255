import type { DetectedLogicType, LogicType, SentencePin } from '@untangle/contracts';

/** What the pool posts to an engine thread. */
export interface ThreadRequest {
  text: string;
  logicType: LogicType;
  pins?: readonly SentencePin[];
}

/** What an engine thread posts back: the result, or the engine's refusal of the input. */
export type ThreadReply =
  | {
      ok: true;
      outputText: string;
      detectedLogicType: DetectedLogicType;
      explanation: string;
      sentences: string[];
      order: number[];
    }
  | { ok: false; inputError: { code: string; message: string } }
  | { ok: false; crash: string };
