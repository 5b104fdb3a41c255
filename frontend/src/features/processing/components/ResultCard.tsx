import { Copy, Download, FileText, Lightbulb } from 'lucide-react';
import { useId, useState } from 'react';
import { LogicTypeBadge } from '../../../components/LogicTypeBadge';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import type { RestructureOutcome, SaveResult } from '../hooks/useRestructure';
import { useResultExport } from '../hooks/useResultExport';
import { useSaveOrder } from '../hooks/useSaveOrder';
import { useSteering } from '../hooks/useSteering';
import { ExplanationPanel } from './ExplanationPanel';
import { SteeringPanel } from './steering/SteeringPanel';
import { steeringActions, type Rerun } from './steering/steering-actions';

export interface ResultCardProps {
  outcome: RestructureOutcome;
  /** PDF export is a Pro feature. */
  canExportPdf: boolean;
  rerun?: Rerun;
  /** Saves the order on screen to the history (members). */
  saveResult?: SaveResult;
  /** The result as it came has been saved already. */
  autoSaved?: boolean;
}

/**
 * 'Restructured Text' with the detected type's badge and view, Explanation, Copy, Download (and
 * PDF for Pro). The member can compare with the original and steer the order; every export and the
 * save carry the order on screen.
 */
export function ResultCard({ outcome, canExportPdf, rerun, saveResult, autoSaved = false }: ResultCardProps) {
  const [showExplanation, setShowExplanation] = useState(false);
  const explanationId = useId();
  const steering = useSteering(outcome);
  const { copy, downloadText, downloadPdf, pdfPending } = useResultExport(steering.steered);
  const save = useSaveOrder(steering.steered, outcome, autoSaved, saveResult);

  return (
    <Card data-testid="result-card" onKeyDown={steering.handleShortcut}>
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
          <ExplanationPanel
            id={explanationId}
            title="AI Explanation"
            text={outcome.explanation}
            note={steering.note}
          />
        )}
        <SteeringPanel
          steering={steering}
          inputText={outcome.inputText}
          {...steeringActions(steering, rerun, save)}
        />
      </CardContent>
    </Card>
  );
}
