import type { IdentityConfig } from '../config.js';
import type { Budget } from './attempt-limiter.js';
import { addressBudgetKey } from './client-address.js';

type Limits = Pick<
  IdentityConfig,
  | 'SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS'
  | 'SIGN_IN_MAX_FAILURES_PER_ADDRESS'
  | 'SIGN_IN_WINDOW_S'
  | 'SIGN_UP_MAX_PER_ADDRESS'
  | 'SIGN_UP_WINDOW_S'
>;

/**
 * A sign-in attempt counts against the account as tried from this address (so guessing from one
 * place stops after a few tries, while the owner, elsewhere, still signs in) and against the
 * address across all accounts (so one place cannot spray guesses over many accounts).
 */
export function signInBudgets(
  email: string,
  ip: string,
  limits: Limits,
): { account: Budget; address: Budget } {
  const address = addressBudgetKey(ip);
  return {
    account: {
      subject: `sign-in:${email}|${address}`,
      limit: limits.SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
      windowSeconds: limits.SIGN_IN_WINDOW_S,
    },
    address: {
      subject: `sign-in:${address}`,
      limit: limits.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: limits.SIGN_IN_WINDOW_S,
    },
  };
}

/** Every sign-up from an address counts, successful or not: free accounts are not unlimited. */
export function signUpBudget(ip: string, limits: Limits): Budget {
  return {
    subject: `sign-up:${addressBudgetKey(ip)}`,
    limit: limits.SIGN_UP_MAX_PER_ADDRESS,
    windowSeconds: limits.SIGN_UP_WINDOW_S,
  };
}
