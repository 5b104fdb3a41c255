import { PLANS } from './plans.js';

/** The product's business constants and limits: inputs, quotas, timings, legal periods. */
export const LIMITS = {
  minInputChars: 10,
  /** No text is ever longer: the limit of the largest plan (Pro), whose home is PLANS. */
  maxInputChars: PLANS.pro.maxChars,
  nearLimitRemaining: 200,
  softGuidanceChars: 2000,
  hardMaxExtraChars: 200,
  validationDebounceMs: 500,
  repetitionRun: 16,
  minWordOrSpaceRatio: 0.15,
  minVowelRatio: 0.08,
  vowelRatioMinLetters: 20,
  maxUppercaseRatio: 0.9,
  uppercaseRatioMinChars: 100,
  tabularLinesInspected: 10,
  tabularMinMatchingLines: 2,
  quotaWarningRemainingShare: 0.4,
  quotaCriticalRemainingShare: 0.2,
  quotaPollMs: 30_000,
  demoExamples: 4,
  demoModalDelayMs: 1000,
  onboardingSteps: 5,
  historyScrollPx: 400,
  landingHistoryHeightUnits: 96,
  previewClampLines: 2,
  /** A failed payment keeps Pro this long, then downgrades to Free (billing, pricing and legal pages). */
  failedPaymentDowngradeDays: 7,
  priceChangeNoticeDays: 30,
  priceChangeGrandfatherDays: 60,
  dataDeletionDays: 30,
  securityLogRetentionDays: 90,
  paymentRecordRetentionYears: 7,
  gdprResponseDays: 30,
  gdprResponseExtensionDays: 60,
  breachNoticeHours: 72,
  supportResponseHours: 48,
  minimumAgeTerms: 13,
  minimumAgeGdpr: 16,
} as const;

/**
 * Pins of one restructure (`ProcessTextRequest.pins`). No text within the input limit has more
 * sentences than characters, so an index past `maxIndex` can never name a sentence.
 */
export const PIN_LIMITS = {
  maxPins: 200,
  maxIndex: LIMITS.maxInputChars - 1,
} as const;

export const DATE_FORMATS = {
  subscription: 'MMM dd, yyyy',
  exportFileName: 'yyyy-MM-dd-HHmm',
} as const;

export const ARGUMENT_LABELS = ['CLAIM', 'EVIDENCE', 'COUNTER', 'CONCLUSION'] as const;

/** Results are split into sentences on this boundary (the result card's sentence view). */
export const SENTENCE_SPLIT = '. ';

export const LEGAL = {
  effectiveDate: 'October 2, 2025',
  version: '1.0',
} as const;

export const PRODUCT_NAME = 'Untangle';
export const DEFAULT_SUPPORT_EMAIL = 'support@untangle.local';

/** Output restates the input with step labels; explanations are a few sentences. */
export const SESSION_LIMITS = {
  rawInputChars: LIMITS.maxInputChars * 4,
  outputChars: LIMITS.maxInputChars * 2,
  explanationChars: 4000,
  searchChars: 200,
  pageSizeDefault: 50,
  pageSizeMax: 100,
} as const;
