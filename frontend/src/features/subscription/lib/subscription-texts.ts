import { PLANS } from '@untangle/contracts';

/** UI-only texts of the subscription card and the pricing page. */
export const PRO_BENEFITS = [
  'Unlimited text restructuring (no monthly limits)',
  'Premium AI model (GPT-4)',
  `Up to ${PLANS.pro.maxChars} characters per restructure (${PLANS.pro.maxChars / PLANS.free.maxChars}x more than free plan)`,
] as const;

export const CANCEL_LOSSES = [
  'Unlimited text restructuring',
  'The premium AI model (GPT-4)',
  `The ${PLANS.pro.maxChars} character limit`,
  'Session history',
] as const;

export const FREE_PLAN_FEATURES = [
  `${PLANS.free.monthlyRestructures} restructures per month`,
  `Up to ${PLANS.free.maxChars} characters per restructure`,
  'Basic AI model',
  'All five logic types, including auto-detect',
] as const;

export const PRO_PLAN_FEATURES = [
  'Unlimited restructures',
  `Up to ${PLANS.pro.maxChars} characters per restructure (${PLANS.pro.maxChars / PLANS.free.maxChars}x the free plan)`,
  'Premium AI model (GPT-4)',
  'Priority processing',
  'Session history with search',
  'Export to PDF, TXT or copy',
] as const;

/** Shown on the subscription card while payments are simulated (the built-in test-mode checkout). */
export const TEST_MODE_NOTE = {
  title: 'TEST MODE',
  body: 'Payments are simulated here: no card is asked for and no money is taken.',
} as const;
