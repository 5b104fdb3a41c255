import { PLANS } from '@untangle/contracts';
import { Check, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthActions } from '../../../app/auth-actions';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { useStartCheckout } from '../hooks/useStartCheckout';
import { FREE_PLAN_FEATURES, PRO_PLAN_FEATURES } from '../lib/subscription-texts';

/** Who is looking: a visitor, a free member, a Pro member (unknown plan counts as free). */
export type PricingViewer = 'guest' | 'free' | 'pro';

export function PricingPlans({ viewer }: { viewer: PricingViewer }) {
  const navigate = useNavigate();
  const { signUp } = useAuthActions();
  const { startCheckout, isStarting } = useStartCheckout();

  const freeLabel = viewer === 'guest' ? 'Get Started' : viewer === 'free' ? 'Active Plan' : 'Current Plan';
  const onFree = () => (viewer === 'guest' ? void signUp('/dashboard') : navigate('/dashboard'));
  const proLabel = viewer === 'pro' ? 'Current Plan' : 'Upgrade to Pro';
  const onPro = () => (viewer === 'guest' ? void signUp('/pricing') : void startCheckout());

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <PlanCard
        title={PLANS.free.name}
        price={PLANS.free.priceUsdPerMonth}
        description="Everything you need to try Untangle."
        features={FREE_PLAN_FEATURES}
        action={
          <Button variant="outline" size="lg" className="w-full" onClick={onFree}>
            {freeLabel}
          </Button>
        }
      />
      <PlanCard
        highlighted
        title={PLANS.pro.name}
        price={PLANS.pro.priceUsdPerMonth}
        description="For people who untangle text every day."
        features={PRO_PLAN_FEATURES}
        action={
          <Button size="lg" className="w-full" onClick={onPro} disabled={viewer === 'pro' || isStarting}>
            {isStarting ? <Spinner /> : <Sparkles className="h-4 w-4" aria-hidden="true" />}
            {proLabel}
          </Button>
        }
      />
    </div>
  );
}

interface PlanCardProps {
  title: string;
  price: number;
  description: string;
  features: readonly string[];
  action: ReactNode;
  highlighted?: boolean;
}

function PlanCard({ title, price, description, features, action, highlighted }: PlanCardProps) {
  return (
    <Card className={cn('relative flex flex-col', highlighted && 'border-2 border-indigo-600 shadow-md')}>
      {highlighted && (
        <Badge
          tone="indigo"
          className="absolute -top-3 left-1/2 -translate-x-1/2 border-indigo-700 bg-indigo-700 text-white"
        >
          Most Popular
        </Badge>
      )}
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
        <p className="mt-2 text-slate-900">
          <span className="text-4xl font-bold">${price}</span>
          <span className="text-slate-600"> / month</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <ul className="flex flex-1 flex-col gap-2 text-sm text-slate-800">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" /> {feature}
            </li>
          ))}
        </ul>
        {action}
      </CardContent>
    </Card>
  );
}
