import { downloadBlob } from './download-file';
import type { ExportDocument } from './export-document';

const MARGIN = 48;
const LINE_HEIGHT = 16;

/** Writes the document as a PDF. jsPDF is loaded only now: it stays out of the initial bundle. */
export async function downloadPdf(fileName: string, doc: ExportDocument): Promise<void> {
  const { jsPDF } = await import('jspdf');
  const pdf = new jsPDF({ unit: 'pt', format: 'a4' });
  const width = pdf.internal.pageSize.getWidth() - MARGIN * 2;
  const bottom = pdf.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;

  const write = (text: string, size: number, style: 'normal' | 'bold') => {
    pdf.setFont('helvetica', style);
    pdf.setFontSize(size);
    for (const line of pdf.splitTextToSize(text, width) as string[]) {
      if (y > bottom) {
        pdf.addPage();
        y = MARGIN;
      }
      pdf.text(line, MARGIN, y);
      y += size > 12 ? LINE_HEIGHT + 6 : LINE_HEIGHT;
    }
  };

  write(doc.title, 18, 'bold');
  for (const line of doc.meta) write(line, 10, 'normal');
  for (const section of doc.sections) {
    y += LINE_HEIGHT / 2;
    write(section.heading, 13, 'bold');
    write(section.body.trim(), 11, 'normal');
  }
  y += LINE_HEIGHT;
  write(doc.footer, 9, 'normal');
  downloadBlob(fileName, pdf.output('blob'));
}
