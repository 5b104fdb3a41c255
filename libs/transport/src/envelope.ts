import type { ErrorPayload } from '@untangle/contracts';

/** A request as it sits in a service's stream. */
export interface RequestEnvelope {
  /** uuid; stays the same across redeliveries. */
  id: string;
  pattern: string;
  data: unknown;
  /** Reply stream of the calling client instance. */
  replyTo: string;
  /** Epoch ms after which nobody waits for the answer any more. */
  deadline: number;
  headers: Record<string, string>;
}

export interface EventEnvelope {
  id: string;
  pattern: string;
  data: unknown;
  headers: Record<string, string>;
}

/** One reply per request: every value the handler's stream emitted, or its error. */
export type ReplyEnvelope = { id: string; values: unknown[] } | { id: string; error: ErrorPayload };

/** Every entry holds one field with the JSON envelope. */
const FIELD = 'e';

export function encodeEntry(envelope: RequestEnvelope | EventEnvelope | ReplyEnvelope): [string, string] {
  return [FIELD, JSON.stringify(envelope)];
}

export function decodeRequest(fields: readonly string[]): RequestEnvelope | undefined {
  const value = parseField(fields);
  if (!isBase(value)) return undefined;
  if (typeof value.replyTo !== 'string' || typeof value.deadline !== 'number') return undefined;
  return value as unknown as RequestEnvelope;
}

export function decodeEvent(fields: readonly string[]): EventEnvelope | undefined {
  const value = parseField(fields);
  return isBase(value) ? (value as unknown as EventEnvelope) : undefined;
}

export function decodeReply(fields: readonly string[]): ReplyEnvelope | undefined {
  const value = parseField(fields);
  if (typeof value !== 'object' || value === null || typeof value.id !== 'string') return undefined;
  if (Array.isArray(value.values)) return value as unknown as ReplyEnvelope;
  const error = value.error as Record<string, unknown> | undefined;
  if (typeof error === 'object' && error !== null && typeof error.code === 'string') {
    return value as unknown as ReplyEnvelope;
  }
  return undefined;
}

type Json = Record<string, unknown>;

function parseField(fields: readonly string[]): Json | undefined {
  for (let i = 0; i + 1 < fields.length; i += 2) {
    if (fields[i] !== FIELD) continue;
    try {
      const parsed: unknown = JSON.parse(fields[i + 1] as string);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Json) : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function isBase(value: Json | undefined): value is Json {
  return (
    value !== undefined &&
    typeof value.id === 'string' &&
    typeof value.pattern === 'string' &&
    isHeaders(value.headers)
  );
}

function isHeaders(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}
