import { Crown, Lock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/Button';

/** What free members see instead of the history list. */
export function PremiumFeaturePlaceholder() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-purple-300 bg-purple-50 p-6 text-center">
      <Lock className="h-8 w-8 text-purple-700" aria-hidden="true" />
      <h3 className="text-base font-semibold text-slate-900">Premium Feature</h3>
      <p className="text-sm text-slate-700">
        Session history is available with Pro. Upgrade to save, search and export every restructure.
      </p>
      <Link to="/pricing" className={buttonClasses('primary', 'sm')}>
        <Crown className="h-4 w-4" aria-hidden="true" /> Upgrade to Pro
      </Link>
    </div>
  );
}
