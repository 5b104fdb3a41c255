import { UI_MESSAGES } from '@untangle/contracts';
import { toast } from '../../components/ui/toast-store';
import type { ExportDocument } from './export-document';

/** Downloads the document as a PDF (jsPDF loads on first use) and tells the member how it went. */
export async function downloadPdfWithToast(fileName: string, doc: ExportDocument): Promise<void> {
  try {
    const { downloadPdf } = await import('./pdf-export');
    await downloadPdf(fileName, doc);
    toast({ title: UI_MESSAGES.download.successTitle, description: UI_MESSAGES.download.successDescription });
  } catch (error) {
    console.error('PDF export failed', error);
    toast({
      title: UI_MESSAGES.download.pdfFailedTitle,
      description: UI_MESSAGES.download.pdfFailedDescription,
      variant: 'destructive',
    });
  }
}
