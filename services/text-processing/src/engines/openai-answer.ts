/**
 * The model's answer read from a chat completion: with a strict JSON schema it is the bare object;
 * a server without one may wrap it in a ```json fence or a sentence, so the object is taken from the
 * first '{' to the last '}'. Every step is linear in the answer, whose length is capped.
 */
import type OpenAI from 'openai';
import { DETECTED_LOGIC_TYPES, type DetectedLogicType } from '@untangle/contracts';
import { MalformedAnswerError } from './engine.js';
import { MAX_CUE_CHARS, MAX_CUES } from './openai-prompt.js';

/** Longer answers are refused before parsing (an order of 4,000 characters' sentences is far shorter). */
export const MAX_ANSWER_CHARS = 100_000;

export interface ModelAnswer {
  detectedLogicType: DetectedLogicType;
  /** Checked against the sentence count by `readOrder`. */
  order: readonly unknown[];
  /** At most MAX_CUES strings of at most MAX_CUE_CHARS characters; not yet checked against the text. */
  cues: string[];
  explanation: string;
}

/** The answer, or MalformedAnswerError (refusal, truncation, not the JSON object asked for). */
export function readAnswer(completion: OpenAI.Chat.Completions.ChatCompletion): ModelAnswer {
  const choice = completion.choices?.[0];
  if (!choice) throw new MalformedAnswerError('The model answered without a choice');
  if (choice.message?.refusal) throw new MalformedAnswerError(`The model refused: ${choice.message.refusal}`);
  if (choice.finish_reason === 'length')
    throw new MalformedAnswerError('The model answer was cut off (length)');
  const content = choice.message?.content;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new MalformedAnswerError('The model answer has no content');
  }
  if (content.length > MAX_ANSWER_CHARS) {
    throw new MalformedAnswerError(`The model answer is longer than ${MAX_ANSWER_CHARS} characters`);
  }
  const answer = jsonObjectIn(content) as Partial<Record<keyof ModelAnswer, unknown>>;
  if (
    !Array.isArray(answer.order) ||
    typeof answer.explanation !== 'string' ||
    !(DETECTED_LOGIC_TYPES as readonly unknown[]).includes(answer.detectedLogicType) ||
    (answer.cues !== undefined && !Array.isArray(answer.cues))
  ) {
    throw new MalformedAnswerError('The model answer does not match the response schema');
  }
  return {
    detectedLogicType: answer.detectedLogicType as DetectedLogicType,
    order: answer.order,
    cues: ((answer.cues ?? []) as unknown[])
      .filter((cue): cue is string => typeof cue === 'string')
      .map((cue) => cue.trim())
      .filter((cue) => cue.length > 0 && cue.length <= MAX_CUE_CHARS)
      .slice(0, MAX_CUES),
    explanation: answer.explanation.trim(),
  };
}

/** The JSON object the content holds: the whole content, or the span from its first '{' to its last '}'. */
function jsonObjectIn(content: string): Record<string, unknown> {
  const parsed = parseOrUndefined(content) ?? parseOrUndefined(outermostBraces(content));
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new MalformedAnswerError('The model answer is not a JSON object');
  }
  return parsed as Record<string, unknown>;
}

function outermostBraces(content: string): string {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  return start >= 0 && end > start ? content.slice(start, end + 1) : '';
}

function parseOrUndefined(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
