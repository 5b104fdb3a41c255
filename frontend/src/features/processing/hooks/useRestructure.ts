import {
  formatMessage,
  UI_MESSAGES,
  type LogicType,
  type ProcessTextResponse,
  type SentencePin,
} from '@untangle/contracts';
import { useState } from 'react';
import { SUPPORT_EMAIL } from '../../../app/config';
import { toast } from '../../../components/ui/toast-store';
import { errorStatus, serverMessage, withoutFinalPeriod } from '../../../lib/api-error-message';
import { uuidV4 } from '../../../lib/uuid';
import { useProcessTextMutation } from '../api/processing-api';

export interface RestructureOutcome extends ProcessTextResponse {
  inputText: string;
  requestedLogicType: LogicType;
  processedAt: string;
  /** The pins this result was made with (a re-run); they stay pinned on it. */
  pins?: SentencePin[];
}

/** Saves a result to history; provided by the page (the sessions feature owns saving). */
export type SaveResult = (outcome: RestructureOutcome) => Promise<void>;

export type RestructureVariant = 'dashboard' | 'landing';

/**
 * One restructure, start to end (the 'Processing' state): call, 402 alert, result, automatic save
 * for members, and the toasts of the dashboard or the landing page.
 */
export function useRestructure(variant: RestructureVariant, saveResult?: SaveResult) {
  const [processText] = useProcessTextMutation();
  const [pendingIdempotencyKey, setPendingIdempotencyKey] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<RestructureOutcome | null>(null);
  const [saved, setSaved] = useState(false);

  /** A restructure, or with `pins` a re-run that keeps those sentences in place. */
  const restructure = async (
    inputText: string,
    logicType: LogicType,
    pins?: SentencePin[],
  ): Promise<void> => {
    const idempotencyKey = uuidV4();
    setPendingIdempotencyKey(idempotencyKey);
    let response: ProcessTextResponse;
    try {
      response = await processText({
        inputText,
        logicType,
        idempotencyKey,
        ...(pins && pins.length > 0 ? { pins } : {}),
      }).unwrap();
    } catch (error) {
      reportFailure(variant, error);
      return;
    } finally {
      setPendingIdempotencyKey(null);
    }

    const result: RestructureOutcome = {
      ...response,
      inputText,
      requestedLogicType: logicType,
      processedAt: new Date().toISOString(),
      ...(pins && pins.length > 0 ? { pins } : {}),
    };
    setOutcome(result);
    setSaved(false);
    const savedNow = saveResult ? await trySave(variant, saveResult, result) : false;
    setSaved(savedNow);
    reportSuccess(variant, Boolean(saveResult), savedNow);
  };

  return { restructure, pending: pendingIdempotencyKey !== null, pendingIdempotencyKey, outcome, saved };
}

async function trySave(
  variant: RestructureVariant,
  save: SaveResult,
  outcome: RestructureOutcome,
): Promise<boolean> {
  try {
    await save(outcome);
    return true;
  } catch (error) {
    // The dashboard only logs a failed save, never shows it; the landing page says so in its toast.
    console.error(`Saving the session failed (${variant})`, error);
    return false;
  }
}

function reportFailure(variant: RestructureVariant, error: unknown): void {
  let message: string;
  if (errorStatus(error) === 402) {
    window.alert(UI_MESSAGES.processing.quotaAlert);
    message = serverMessage(error, UI_MESSAGES.processing.usageLimitExceeded);
  } else {
    message = serverMessage(error, UI_MESSAGES.processing.failedDefault);
  }
  console.error('Processing failed:', message, error);
  if (variant === 'dashboard') {
    toast({
      title: UI_MESSAGES.processing.dashboardFailedTitle,
      description: formatMessage(UI_MESSAGES.processing.dashboardFailedDescription, {
        message: withoutFinalPeriod(message),
        email: SUPPORT_EMAIL,
      }),
      variant: 'destructive',
    });
  } else {
    toast({
      title: UI_MESSAGES.processing.landingFailedTitle,
      description: UI_MESSAGES.processing.landingFailedDescription,
      variant: 'destructive',
    });
  }
}

function reportSuccess(variant: RestructureVariant, triedToSave: boolean, saved: boolean): void {
  if (variant === 'dashboard') {
    toast({
      title: UI_MESSAGES.processing.dashboardSuccessTitle,
      description: UI_MESSAGES.processing.dashboardSuccessDescription,
    });
    return;
  }
  if (triedToSave && !saved) {
    toast({
      title: UI_MESSAGES.processing.landingSaveFailedTitle,
      description: UI_MESSAGES.processing.landingSaveFailedDescription,
    });
    return;
  }
  toast({
    title: UI_MESSAGES.processing.landingSavedTitle,
    description: UI_MESSAGES.processing.landingSavedDescription,
  });
}
