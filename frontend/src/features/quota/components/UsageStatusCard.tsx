import { formatMessage, planFromWire, UI_MESSAGES, type QuotaStatusResponse } from '@untangle/contracts';
import { AlertTriangle } from 'lucide-react';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Progress } from '../../../components/ui/Progress';
import { formatLongDate } from '../../../lib/dates';
import { usageLevel } from '../lib/usage-level';

export interface UsageStatusCardProps {
  quota: QuotaStatusResponse | undefined;
  loading: boolean;
  failed: boolean;
}

const BAR_BY_LEVEL = { ok: 'bg-indigo-600', warning: 'bg-amber-500', critical: 'bg-red-600' } as const;

/** 'Usage Status': plan badge, used/total (∞ for Pro), progress, reset date and low-quota warnings. */
export function UsageStatusCard({ quota, loading, failed }: UsageStatusCardProps) {
  const isPro = planFromWire(quota?.analytics.subscriptionStatus) === 'pro';
  return (
    <Card data-testid="usage-card">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Usage Status</CardTitle>
        {quota && <Badge tone={isPro ? 'purple' : 'slate'}>{isPro ? 'Premium' : 'Free'}</Badge>}
      </CardHeader>
      <CardContent>
        {loading && !quota && <p className="text-sm text-slate-600">Loading usage...</p>}
        {failed && !quota && (
          <Alert tone="destructive">
            <span>{UI_MESSAGES.quota.fetchFailed}</span>
          </Alert>
        )}
        {quota && (isPro ? <ProUsage /> : <FreeUsage quota={quota} />)}
      </CardContent>
    </Card>
  );
}

function ProUsage() {
  return (
    <div className="flex items-center justify-between text-sm">
      <span className="font-medium text-slate-800">Text Processing</span>
      <span className="text-xl leading-none text-slate-900" data-testid="usage-figure">
        <span aria-hidden="true">∞</span>
        <span className="sr-only">Unlimited</span>
      </span>
    </div>
  );
}

function FreeUsage({ quota }: { quota: QuotaStatusResponse }) {
  const total = quota.quotas.text.total ?? 0;
  const used = quota.analytics.textUsage;
  const remaining = quota.quotas.text.remaining ?? Math.max(0, total - used);
  const level = usageLevel(remaining, total);
  const usedPercent = total > 0 ? (used / total) * 100 : 100;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-800">Text Processing</span>
        <span className="tabular-nums text-slate-800" data-testid="usage-figure">
          {used}/{total}
        </span>
      </div>
      <Progress value={usedPercent} label="Restructures used this month" barClassName={BAR_BY_LEVEL[level]} />
      <p className="text-xs text-slate-600">
        Resets in {quota.analytics.daysUntilReset} days ({formatLongDate(quota.analytics.resetDate)})
      </p>
      {level !== 'ok' && (
        <Alert tone={level === 'critical' ? 'destructive' : 'warning'} role="status" data-level={level}>
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            {formatMessage(level === 'critical' ? UI_MESSAGES.quota.critical : UI_MESSAGES.quota.warning, {
              count: remaining,
            })}
          </span>
        </Alert>
      )}
    </div>
  );
}
