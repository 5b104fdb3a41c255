import { useFirstName } from '../../features/auth/hooks/useFirstName';
import { WorkspaceGreeting } from '../../features/dashboard/components/WorkspaceGreeting';
import { DashboardTool } from '../../features/processing/components/DashboardTool';
import { UsageStatusCard } from '../../features/quota/components/UsageStatusCard';
import { usePlan } from '../../features/quota/hooks/usePlan';
import { SessionHistoryPanel } from '../../features/sessions/components/SessionHistoryPanel';
import { useSaveSession } from '../../features/sessions/hooks/useSaveSession';
import { PaymentResultDialog } from '../../features/subscription/components/PaymentResultDialog';
import { SubscriptionCard } from '../../features/subscription/components/SubscriptionCard';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/dashboard` (behind the guard): usage, the tool and result on the left; plan and history on the right. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const plan = usePlan();
  const firstName = useFirstName();
  const saveSession = useSaveSession();

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <WorkspaceGreeting firstName={firstName} />
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <UsageStatusCard
            quota={plan.quota}
            loading={plan.state === 'loading'}
            failed={Boolean(plan.error)}
          />
          <DashboardTool maxLength={plan.maxChars} canExportPdf={plan.isPro} saveResult={saveSession} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <SubscriptionCard />
          <SessionHistoryPanel isPro={plan.state === 'loading' ? null : plan.isPro} />
        </div>
      </div>
      <PaymentResultDialog />
    </main>
  );
}
