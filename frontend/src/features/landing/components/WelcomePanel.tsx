import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MemberBadge } from '../../../components/MemberBadge';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';

/** Signed-in members on the landing page: a greeting and the way to the dashboard. */
export function WelcomePanel({ firstName }: { firstName: string | null }) {
  return (
    <Card className="flex flex-col gap-4 border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">Welcome back, {firstName ?? 'User'}!</h2>
        <div className="mt-2">
          <MemberBadge />
        </div>
      </div>
      <Link to="/dashboard" className={buttonClasses('primary', 'md')}>
        Go to Dashboard <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
