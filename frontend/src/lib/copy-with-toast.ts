import { UI_MESSAGES } from '@untangle/contracts';
import { toast } from '../components/ui/toast-store';
import { copyToClipboard } from './clipboard';

/** Copies text and shows the given success toast, or the copy-failed toast when the browser refuses. */
export async function copyWithToast(
  text: string,
  success: { title: string; description: string },
): Promise<void> {
  try {
    await copyToClipboard(text);
    toast(success);
  } catch {
    toast({
      title: UI_MESSAGES.copy.failedTitle,
      description: UI_MESSAGES.copy.failedDescription,
      variant: 'destructive',
    });
  }
}
