import { UI_MESSAGES } from '@untangle/contracts';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import type { RestructureOutcome, SaveResult } from './useRestructure';

/**
 * Saving the order on screen to the member's history. `autoSaved`: the result as it came was saved
 * already (every restructure is), so only a changed order needs saving; a new result starts afresh.
 */
export function useSaveOrder(
  steered: RestructureOutcome,
  source: RestructureOutcome,
  autoSaved: boolean,
  save?: SaveResult,
) {
  const [saved, setSaved] = useState<{ source: RestructureOutcome; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  const lastSaved = saved?.source === source ? saved.text : autoSaved ? source.outputText : null;
  const dirty = steered.outputText !== lastSaved;

  const saveOrder = async () => {
    if (!save || pending || !dirty) return;
    setPending(true);
    try {
      await save(steered);
      setSaved({ source, text: steered.outputText });
      toast({ title: UI_MESSAGES.steering.savedTitle, description: UI_MESSAGES.steering.savedDescription });
    } catch {
      toast({
        title: UI_MESSAGES.steering.saveFailedTitle,
        description: UI_MESSAGES.steering.saveFailedDescription,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return { canSave: Boolean(save), dirty, pending, saveOrder };
}
