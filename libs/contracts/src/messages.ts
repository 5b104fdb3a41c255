/** Payloads of the service-to-service patterns in `patterns.ts`. Every command carries an idempotencyKey. */
import type {
  CreateSessionRequest,
  PaymentResult,
  ProcessTextResponse,
  SentencePin,
  Session,
} from './api.js';
import type { LogicType, HistoryFilterType, DetectedLogicType } from './logic-types.js';
import type { ModelTier, PlanId } from './plans.js';

export interface UserScoped {
  userId: string;
}

export interface Command extends UserScoped {
  /** A command is applied at most once per idempotency key. */
  idempotencyKey: string;
}

export type QuotaReserveCommand = Command;

export interface QuotaReservation {
  plan: PlanId;
  maxChars: number;
  priority: number;
  modelTier: ModelTier;
  /**
   * Only for a plan without a monthly limit that the member holds now: for this long (ms) the caller
   * may answer the member's reservations itself, with this same answer, and record each restructure
   * that succeeded with `quota.record` instead. Billing publishes every change of a member's
   * subscription on CHANNELS.planChanged, which voids it sooner.
   */
  cacheForMs?: number;
}

/** One restructure that succeeded on a plan without a monthly limit, for `quota.record`. */
export interface UsageRecord extends Command {
  plan: PlanId;
}

export interface QuotaRecordCommand {
  records: UsageRecord[];
}

export interface QuotaRecordResult {
  /** Records counted now; a (member, idempotencyKey) already counted is not counted again. */
  recorded: number;
}

export type QuotaReleaseCommand = Command;

export interface QuotaReleaseResult {
  released: boolean;
}

export interface SubscriptionCreateCommand extends Command {
  upgradeSource: 'manual';
  email?: string;
}

export type SubscriptionCancelCommand = Command;

/** `plan.of`: the member's effective plan now (the sessions service's Pro gate). */
export type PlanOfQuery = UserScoped;

export interface PlanOfResult {
  plan: PlanId;
  /**
   * As QuotaReservation.cacheForMs: only for a plan without a monthly limit that the member holds now,
   * for this long (ms) the caller may answer this question itself; a published change of the member's
   * subscription (CHANNELS.planChanged) voids it sooner.
   */
  cacheForMs?: number;
}

export type LocalCheckoutStatus = 'open' | 'paid' | 'cancelled' | 'expired';

/** `checkout.local.view`: what the test-mode checkout page shows. The id is the page's capability. */
export interface LocalCheckoutQuery {
  checkoutId: string;
}

export interface LocalCheckoutView {
  status: LocalCheckoutStatus;
  planName: string;
  priceUsdPerMonth: number;
  expiresAt: string;
  /** Where Pay and Cancel send the browser back to (the dashboard, with `?payment=`). */
  successUrl: string;
  cancelUrl: string;
}

/** `checkout.local.complete`: the Pay or Cancel button. Completing twice answers the first outcome. */
export interface LocalCheckoutCompleteCommand extends LocalCheckoutQuery {
  action: 'pay' | 'cancel';
}

export interface LocalCheckoutCompleteResult {
  payment: PaymentResult;
  redirectUrl: string;
}

export interface PaymentWebhookCommand {
  /** The request body exactly as received, base64-encoded: signatures cover the raw bytes. */
  rawBody: string;
  signature: string;
}

export interface PaymentWebhookResult {
  received: true;
  duplicate: boolean;
}

export interface RestructureCommand extends Command {
  inputText: string;
  logicType: LogicType;
  plan: PlanId;
  modelTier: ModelTier;
  priority: number;
  maxChars: number;
  /** Sentences to keep in place (a re-run); absent for a first restructure. */
  pins?: SentencePin[];
}

export type RestructureResult = ProcessTextResponse;

export interface RestructureJobData {
  idempotencyKey: string;
  userId: string;
  text: string;
  logicType: LogicType;
  modelTier: ModelTier;
  plan: PlanId;
  pins?: SentencePin[];
  /** Epoch ms after which the result is no longer wanted. */
  deadline: number;
  /** The HTTP request's trace id, so the worker's log lines share it with nginx, the gateway and the api. */
  traceId?: string;
}

export interface RestructureJobResult extends ProcessTextResponse {
  detectedLogicType: DetectedLogicType;
  engine: string;
}

export interface QueuePositionQuery extends UserScoped {
  idempotencyKey?: string;
}

export interface SessionCreateCommand extends Command, Omit<CreateSessionRequest, 'userId'> {}

export interface SessionListQuery extends UserScoped {
  q?: string;
  type?: LogicType | HistoryFilterType;
  cursor?: string;
  limit?: number;
}

/**
 * A value already written as JSON text: what it holds is `T`, and it travels as the text, so no hop
 * between the writer and the member parses it and writes it again.
 */
export type JsonText<T> = string & { readonly jsonOf?: T };

export interface SessionListResult {
  /** The page's sessions, newest first, as the JSON array the API answers (written by the store). */
  itemsJson: JsonText<Session[]>;
  nextCursor: string | null;
  /** How many of the member's sessions match the search and filter; on the first page only (no cursor). */
  total: number | null;
}

export interface SessionDeleteCommand extends UserScoped {
  sessionId: string;
}

export type SessionDeleteAllCommand = Command;

export interface AccountDeletedEvent extends UserScoped {
  deletedAt: string;
}
