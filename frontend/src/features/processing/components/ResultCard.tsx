import { Copy, Download, FileText, Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { LogicTypeBadge } from '../../../components/LogicTypeBadge';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { useResultExport } from '../hooks/useResultExport';
import type { RestructureOutcome } from '../hooks/useRestructure';
import { ExplanationPanel } from './ExplanationPanel';
import { ResultView } from './result-views/ResultView';

export interface ResultCardProps {
  outcome: RestructureOutcome;
  /** PDF export is a Pro feature. */
  canExportPdf: boolean;
}

/** 'Restructured Text' with the detected type's badge and view, Explanation, Copy, Download. */
export function ResultCard({ outcome, canExportPdf }: ResultCardProps) {
  const [showExplanation, setShowExplanation] = useState(false);
  const explanationId = useId();
  const { copy, downloadText, downloadPdf, pdfPending } = useResultExport(outcome);

  return (
    <Card data-testid="result-card">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Restructured Text</CardTitle>
          <LogicTypeBadge type={outcome.detectedLogicType} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={showExplanation ? 'secondary' : 'outline'}
            aria-expanded={showExplanation}
            aria-controls={explanationId}
            onClick={() => setShowExplanation((shown) => !shown)}
          >
            <Lightbulb className="h-4 w-4" aria-hidden="true" /> Explanation
          </Button>
          <Button size="sm" variant="outline" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden="true" /> Copy
          </Button>
          <Button size="sm" variant="outline" onClick={downloadText}>
            <Download className="h-4 w-4" aria-hidden="true" /> Download
          </Button>
          {canExportPdf && (
            <Button size="sm" variant="outline" onClick={() => void downloadPdf()} disabled={pdfPending}>
              {pdfPending ? <Spinner /> : <FileText className="h-4 w-4" aria-hidden="true" />} PDF
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {showExplanation && (
          <ExplanationPanel id={explanationId} title="AI Explanation" text={outcome.explanation} />
        )}
        <ResultView type={outcome.detectedLogicType} text={outcome.outputText} />
      </CardContent>
    </Card>
  );
}
