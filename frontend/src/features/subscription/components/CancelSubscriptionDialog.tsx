import { formatMessage, UI_MESSAGES } from '@untangle/contracts';
import { XCircle } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../../app/config';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { toast } from '../../../components/ui/toast-store';
import { serverErrorText } from '../../../lib/api-error-message';
import { useCancelSubscriptionMutation } from '../api/subscription-api';
import { CANCEL_LOSSES } from '../lib/subscription-texts';

export interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'MMM dd, yyyy', or null when the period end is unknown. */
  accessUntil: string | null;
}

export function CancelSubscriptionDialog({ open, onOpenChange, accessUntil }: CancelSubscriptionDialogProps) {
  const [cancelSubscription, { isLoading }] = useCancelSubscriptionMutation();

  const fail = (text: string) =>
    toast({
      title: UI_MESSAGES.subscription.cancelFailedTitle,
      description: `${text} ${formatMessage(UI_MESSAGES.subscription.cancelSupportHint, { email: SUPPORT_EMAIL })}`,
      variant: 'destructive',
    });

  const confirm = async () => {
    try {
      const result = await cancelSubscription().unwrap();
      if ('error' in result) {
        fail(result.error || UI_MESSAGES.subscription.cancelFailedDefault);
        return;
      }
      onOpenChange(false);
      toast({
        title: UI_MESSAGES.subscription.cancelledTitle,
        description: result.message || UI_MESSAGES.subscription.cancelledDefault,
      });
    } catch (error) {
      fail(serverErrorText(error, UI_MESSAGES.subscription.cancelFailedDefault));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel Pro Subscription?"
      description="If you cancel, you will lose:"
      cancelLabel="Keep Subscription"
      confirmLabel="Yes, Cancel Subscription"
      pendingLabel="Cancelling..."
      pending={isLoading}
      onConfirm={() => void confirm()}
    >
      <ul className="mt-3 flex flex-col gap-1.5 text-sm text-slate-800">
        {CANCEL_LOSSES.map((loss) => (
          <li key={loss} className="flex items-center gap-2">
            <XCircle className="h-4 w-4 shrink-0 text-red-700" aria-hidden="true" /> {loss}
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        Your Pro access continues until the end of your billing period
        {accessUntil ? ` (${accessUntil})` : ''}. No refunds are issued for partial months.
      </p>
    </ConfirmDialog>
  );
}
