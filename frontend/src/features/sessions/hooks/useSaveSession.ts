import { SESSION_TYPE, UI_MESSAGES, type DetectedLogicType } from '@untangle/contracts';
import { useCallback } from 'react';
import { useCurrentUser } from '../../../app/hooks';
import { uuidV4 } from '../../../lib/uuid';
import { useCreateSessionMutation } from '../api/sessions-api';

export interface SavableResult {
  inputText: string;
  outputText: string;
  detectedLogicType: DetectedLogicType;
  explanation: string;
}

/** Saves a restructure to the member's history (`POST /api/sessions`); errors are logged and rethrown. */
export function useSaveSession(): (result: SavableResult) => Promise<void> {
  const [createSession] = useCreateSessionMutation();
  const user = useCurrentUser();

  return useCallback(
    async (result: SavableResult) => {
      if (!user) throw new Error(UI_MESSAGES.auth.required);
      try {
        await createSession({
          idempotencyKey: uuidV4(),
          request: {
            userId: user.id,
            sessionType: SESSION_TYPE,
            inputText: result.inputText,
            outputText: result.outputText,
            logicType: result.detectedLogicType,
            explanation: result.explanation,
          },
        }).unwrap();
      } catch (error) {
        console.error('Failed to save session:', error);
        throw error;
      }
    },
    [createSession, user],
  );
}
