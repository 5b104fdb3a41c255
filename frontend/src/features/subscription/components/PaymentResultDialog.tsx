import { PAYMENT_RESULT_PARAM, PRODUCT_NAME, type PaymentResult } from '@untangle/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiSlice, TAGS } from '../../../app/api-slice';
import { SUPPORT_EMAIL } from '../../../app/config';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/Dialog';

/** The dialog has two faces: success, and cancelled (which a failed payment also shows). */
type DialogKind = 'success' | 'cancelled';

const KIND_BY_RESULT: Record<PaymentResult, DialogKind> = {
  success: 'success',
  cancelled: 'cancelled',
  failed: 'cancelled',
};

function readResult(value: string | null): DialogKind | null {
  return value !== null && Object.hasOwn(KIND_BY_RESULT, value)
    ? KIND_BY_RESULT[value as PaymentResult]
    : null;
}

/**
 * Opens when the checkout returns to `/dashboard?payment=success|cancelled|failed`:
 * reads the parameter once, resets the URL to /dashboard and, on success, refetches the
 * subscription and the quota.
 */
export function PaymentResultDialog() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const param = params.get(PAYMENT_RESULT_PARAM);
  // Read once, when the dashboard opens on the checkout's return URL.
  const [result, setResult] = useState<DialogKind | null>(() => readResult(param));

  useEffect(() => {
    if (param === null) return;
    navigate('/dashboard', { replace: true });
    if (readResult(param) !== 'success') return;
    // On the next turn, once the dashboard's own quota and subscription queries have started
    // (parents' effects run after this one): RTK Query refetches them as soon as they settle.
    // Not cancelled on cleanup: resetting the URL re-runs this effect at once.
    setTimeout(() => dispatch(apiSlice.util.invalidateTags([TAGS.subscription, TAGS.quota])), 0);
  }, [param, navigate, dispatch]);

  const success = result === 'success';
  return (
    <Dialog open={result !== null} onOpenChange={(open) => !open && setResult(null)}>
      <DialogContent className="max-w-md text-center">
        {success ? (
          <CheckCircle2 className="mx-auto h-12 w-12 text-green-700" aria-hidden="true" />
        ) : (
          <XCircle className="mx-auto h-12 w-12 text-slate-500" aria-hidden="true" />
        )}
        <DialogTitle className="mt-3 pr-0">
          {success ? 'Payment Successful!' : 'Payment Cancelled'}
        </DialogTitle>
        <DialogDescription>
          {success
            ? `Welcome to ${PRODUCT_NAME} Pro! You now have unlimited restructures of up to 4000 characters, the premium AI model, priority processing, session history and export.`
            : `Your payment was cancelled and no charges were made. If you need help, contact support at ${SUPPORT_EMAIL}.`}
        </DialogDescription>
        <DialogFooter className="sm:justify-center">
          <Button onClick={() => setResult(null)}>Continue</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
