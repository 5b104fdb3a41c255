import { UI_MESSAGES } from '@untangle/contracts';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { copyWithToast } from '../../../lib/copy-with-toast';
import { downloadTextFile } from '../../../lib/export/download-file';
import { downloadPdfWithToast } from '../../../lib/export/download-pdf-with-toast';
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

  const copy = () =>
    copyWithToast(outcome.outputText, {
      title: UI_MESSAGES.copy.resultTitle,
      description: UI_MESSAGES.copy.resultDescription,
    });

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
      await downloadPdfWithToast(
        resultFileName(outcome.detectedLogicType, new Date(), 'pdf'),
        buildResultDocument(source),
      );
    } finally {
      setPdfPending(false);
    }
  };

  return { copy, downloadText, downloadPdf, pdfPending };
}
