import { UI_MESSAGES } from '@untangle/contracts';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { copyToClipboard } from '../../../lib/clipboard';
import { downloadTextFile } from '../../../lib/export/download-file';
import { buildResultDocument, renderPlainText, resultFileName } from '../../../lib/export/export-document';
import type { RestructureOutcome } from './useRestructure';

/** Copy, TXT download and (Pro) PDF download of the result card, with their toasts. */
export function useResultExport(outcome: RestructureOutcome) {
  const [pdfPending, setPdfPending] = useState(false);
  const source = {
    inputText: outcome.inputText,
    outputText: outcome.outputText,
    explanation: outcome.explanation,
    logicType: outcome.detectedLogicType,
    createdAt: outcome.processedAt,
  };

  const copy = async () => {
    try {
      await copyToClipboard(outcome.outputText);
      toast({ title: UI_MESSAGES.copy.resultTitle, description: UI_MESSAGES.copy.resultDescription });
    } catch {
      toast({
        title: UI_MESSAGES.copy.failedTitle,
        description: UI_MESSAGES.copy.failedDescription,
        variant: 'destructive',
      });
    }
  };

  const downloadText = () => {
    downloadTextFile(
      resultFileName(outcome.detectedLogicType, new Date()),
      renderPlainText(buildResultDocument(source)),
    );
    toast({ title: UI_MESSAGES.download.successTitle, description: UI_MESSAGES.download.successDescription });
  };

  const downloadPdf = async () => {
    setPdfPending(true);
    try {
      const { downloadPdf: writePdf } = await import('../../../lib/export/pdf-export');
      await writePdf(
        resultFileName(outcome.detectedLogicType, new Date(), 'pdf'),
        buildResultDocument(source),
      );
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
    } finally {
      setPdfPending(false);
    }
  };

  return { copy, downloadText, downloadPdf, pdfPending };
}
