import { PRODUCT_NAME } from '@untangle/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card';
import { useRestructure, type SaveResult } from '../hooks/useRestructure';
import { RestructureForm } from './RestructureForm';
import { ResultCard } from './ResultCard';

export interface DashboardToolProps {
  maxLength: number;
  canExportPdf: boolean;
  saveResult: SaveResult;
}

export function DashboardTool({ maxLength, canExportPdf, saveResult }: DashboardToolProps) {
  const { restructure, pending, pendingIdempotencyKey, outcome, saved } = useRestructure(
    'dashboard',
    saveResult,
  );
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Restructure your text</CardTitle>
          <CardDescription>
            Paste unorganised text, pick a logic type or let {PRODUCT_NAME} detect it, and get it back in
            order.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RestructureForm
            maxLength={maxLength}
            pending={pending}
            pendingIdempotencyKey={pendingIdempotencyKey}
            onSubmit={(text, logicType) => void restructure(text, logicType)}
          />
        </CardContent>
      </Card>
      {outcome && (
        <ResultCard
          outcome={outcome}
          canExportPdf={canExportPdf}
          rerun={{
            run: (pins) => void restructure(outcome.inputText, outcome.requestedLogicType, pins),
            pending,
          }}
          saveResult={saveResult}
          autoSaved={saved}
        />
      )}
    </>
  );
}
