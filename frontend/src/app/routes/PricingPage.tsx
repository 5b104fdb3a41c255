import { LIMITS } from '@untangle/contracts';
import { usePlan } from '../../features/quota/hooks/usePlan';
import { PricingPlans, type PricingViewer } from '../../features/subscription/components/PricingPlans';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/pricing`: the two plan cards; an unknown plan (failed status call) counts as free. */
export function PricingPage() {
  useDocumentTitle('Pricing');
  const plan = usePlan();
  const viewer: PricingViewer = plan.state === 'guest' ? 'guest' : plan.isPro ? 'pro' : 'free';
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Simple, transparent pricing</h1>
        <p className="mt-3 text-slate-600">
          Start free. Upgrade when you need more room, more power and your history.
        </p>
      </div>
      <div className="mt-10">
        <PricingPlans viewer={viewer} />
      </div>
      <p className="mt-8 text-center text-sm text-slate-600">
        Cancel any time: Pro stays active until the end of your billing period, with no refunds for partial
        months. A failed payment keeps Pro for {LIMITS.failedPaymentDowngradeDays} days before moving to Free.
      </p>
    </main>
  );
}
