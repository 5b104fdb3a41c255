import { UI_MESSAGES } from '@untangle/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, getToasts } from '../components/ui/toast-store';
import { copyWithToast } from './copy-with-toast';

const SUCCESS = { title: UI_MESSAGES.copy.resultTitle, description: UI_MESSAGES.copy.resultDescription };

describe(copyWithToast.name, () => {
  afterEach(() => {
    clearToasts();
    vi.unstubAllGlobals();
  });

  it('copies the text and shows the success toast it was given', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });

    await copyWithToast('Step 1: Mix.', SUCCESS);

    expect(writeText).toHaveBeenCalledWith('Step 1: Mix.');
    expect(getToasts()).toMatchObject([SUCCESS]);
  });

  it('shows the copy-failed toast when the browser refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });

    await copyWithToast('Step 1: Mix.', SUCCESS);

    expect(getToasts()).toMatchObject([
      {
        title: UI_MESSAGES.copy.failedTitle,
        description: UI_MESSAGES.copy.failedDescription,
        variant: 'destructive',
      },
    ]);
  });

  it('shows the copy-failed toast when there is no clipboard at all', async () => {
    vi.stubGlobal('navigator', {});

    await copyWithToast('text', SUCCESS);

    expect(getToasts()[0]?.title).toBe(UI_MESSAGES.copy.failedTitle);
  });
});
