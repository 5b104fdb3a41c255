import { UI_MESSAGES, type Session } from '@untangle/contracts';
import { toast } from '../../../components/ui/toast-store';
import { copyToClipboard } from '../../../lib/clipboard';
import { downloadTextFile } from '../../../lib/export/download-file';
import {
  buildLandingSessionDocument,
  buildSessionDocument,
  landingSessionFileName,
  renderPlainText,
  sessionFileName,
} from '../../../lib/export/export-document';

export type HistoryVariant = 'dashboard' | 'landing';

/** Copy and download of one history session, with the toasts of its panel. */
export function useSessionActions(variant: HistoryVariant) {
  const copy = async (session: Session) => {
    try {
      await copyToClipboard(session.outputText);
      toast({
        title: UI_MESSAGES.copy.historyTitle,
        description:
          variant === 'landing' ? UI_MESSAGES.copy.landingDescription : UI_MESSAGES.copy.historyDescription,
      });
    } catch {
      toast({
        title: UI_MESSAGES.copy.failedTitle,
        description: UI_MESSAGES.copy.failedDescription,
        variant: 'destructive',
      });
    }
  };

  const download = (session: Session) => {
    if (variant === 'landing') {
      downloadTextFile(
        landingSessionFileName(session.createdAt),
        renderPlainText(buildLandingSessionDocument(session)),
      );
    } else {
      downloadTextFile(sessionFileName(session.id), renderPlainText(buildSessionDocument(session)));
    }
    toast({ title: UI_MESSAGES.download.successTitle, description: UI_MESSAGES.download.successDescription });
  };

  const downloadPdf = async (session: Session) => {
    try {
      const { downloadPdf: writePdf } = await import('../../../lib/export/pdf-export');
      await writePdf(sessionFileName(session.id, 'pdf'), buildSessionDocument(session));
      toast({
        title: UI_MESSAGES.download.successTitle,
        description: UI_MESSAGES.download.successDescription,
      });
    } catch (error) {
      console.error('PDF export failed', error);
      toast({
        title: 'Download failed',
        description: 'The PDF could not be created. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return { copy, download, downloadPdf };
}
