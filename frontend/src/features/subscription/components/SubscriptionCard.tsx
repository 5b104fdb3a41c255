import { PLANS, UI_MESSAGES, type SubscriptionStatusResponse } from '@untangle/contracts';
import { CheckCircle2, Crown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { formatLongDate } from '../../../lib/dates';
import { useGetSubscriptionStatusQuery } from '../api/subscription-api';
import { PRO_BENEFITS, TEST_MODE_NOTE } from '../lib/subscription-texts';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';

const dateOrNull = (value: string | null) => (value ? formatLongDate(value) : null);

/** The current plan, its dates, and the way up (Upgrade to Pro) or out (Cancel Subscription). */
export function SubscriptionCard() {
  const { data, isLoading, isError } = useGetSubscriptionStatusQuery();
  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading && <p className="text-sm text-slate-600">Loading subscription...</p>}
        {isError && !data && (
          <Alert tone="destructive">
            <span>{UI_MESSAGES.subscription.fetchFailed}</span>
          </Alert>
        )}
        {data?.testMode && (
          <Alert tone="warning" className="mb-3" data-testid="payments-test-mode">
            <span>
              <strong>{TEST_MODE_NOTE.title}</strong> — {TEST_MODE_NOTE.body}
            </span>
          </Alert>
        )}
        {data && (data.isActive ? <ProSubscription status={data} /> : <FreeSubscription />)}
      </CardContent>
    </Card>
  );
}

function FreeSubscription() {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-base font-semibold text-slate-900">{PLANS.free.name}</p>
      <p className="text-sm text-slate-600">
        {PLANS.free.monthlyRestructures} restructures a month, up to {PLANS.free.maxChars} characters each.
      </p>
      <Link to="/pricing" className={buttonClasses('primary', 'md', 'w-full')}>
        <Crown className="h-4 w-4" aria-hidden="true" /> Upgrade to Pro
      </Link>
    </div>
  );
}

function ProSubscription({ status }: { status: SubscriptionStatusResponse }) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const cancelling = status.willCancelAtPeriodEnd;
  const accessUntil = dateOrNull(status.subscriptionExpiresAt);
  const nextBilling = dateOrNull(status.nextBillingDate ?? status.subscriptionExpiresAt);
  const cancelledOn = dateOrNull(status.subscriptionCancelledAt);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-baseline justify-between">
        <p className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Crown className="h-4 w-4 text-purple-700" aria-hidden="true" /> {PLANS.pro.name}
        </p>
        <p className="text-sm font-medium text-slate-800">${PLANS.pro.priceUsdPerMonth}/month</p>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm text-slate-800">
        {PRO_BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2">
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" /> {benefit}
          </li>
        ))}
      </ul>
      <dl className="flex items-center justify-between text-sm">
        <dt className="text-slate-600">{cancelling ? 'Access until' : 'Next billing date'}</dt>
        <dd className="font-medium text-slate-900">{(cancelling ? accessUntil : nextBilling) ?? '—'}</dd>
      </dl>
      {cancelling ? (
        <>
          <Alert tone="warning">
            <span>
              <strong>Subscription Cancelled:</strong> You cancelled on {cancelledOn ?? '—'}. Your premium
              access continues until {accessUntil ?? '—'}.
            </span>
          </Alert>
          <p className="text-center text-sm text-slate-600">Your subscription has been cancelled</p>
        </>
      ) : (
        <>
          <Button variant="outline" className="w-full text-red-700" onClick={() => setCancelOpen(true)}>
            Cancel Subscription
          </Button>
          <CancelSubscriptionDialog
            open={cancelOpen}
            onOpenChange={setCancelOpen}
            accessUntil={accessUntil}
          />
        </>
      )}
    </div>
  );
}
