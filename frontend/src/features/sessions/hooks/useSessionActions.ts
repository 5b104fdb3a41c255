import { UI_MESSAGES, type Session } from '@untangle/contracts';
import { toast } from '../../../components/ui/toast-store';
import { copyWithToast } from '../../../lib/copy-with-toast';
import { downloadTextFile } from '../../../lib/export/download-file';
import { downloadPdfWithToast } from '../../../lib/export/download-pdf-with-toast';
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
  const copy = (session: Session) =>
    copyWithToast(session.outputText, {
      title: UI_MESSAGES.copy.historyTitle,
      description:
        variant === 'landing' ? UI_MESSAGES.copy.landingDescription : UI_MESSAGES.copy.historyDescription,
    });

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

  const downloadPdf = (session: Session) =>
    downloadPdfWithToast(sessionFileName(session.id, 'pdf'), buildSessionDocument(session));

  return { copy, download, downloadPdf };
}
