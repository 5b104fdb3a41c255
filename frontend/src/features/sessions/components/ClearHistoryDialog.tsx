import { formatMessage, UI_MESSAGES } from '@untangle/contracts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { toast } from '../../../components/ui/toast-store';
import { uuidV4 } from '../../../lib/uuid';
import { useDeleteAllSessionsMutation } from '../api/sessions-api';

export interface ClearHistoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many sessions the member has (as loaded). */
  count: number;
}

export function ClearHistoryDialog({ open, onOpenChange, count }: ClearHistoryDialogProps) {
  const [deleteAll, { isLoading }] = useDeleteAllSessionsMutation();

  const confirm = async () => {
    try {
      const { deletedCount } = await deleteAll({ idempotencyKey: uuidV4() }).unwrap();
      toast({
        title: UI_MESSAGES.sessions.clearedTitle,
        description: formatMessage(UI_MESSAGES.sessions.clearedDescription, { count: deletedCount }),
      });
      onOpenChange(false);
    } catch (error) {
      console.error('Clear all failed', error);
      toast({
        title: UI_MESSAGES.sessions.clearFailedTitle,
        description: UI_MESSAGES.sessions.clearFailedDescription,
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={UI_MESSAGES.sessions.deleteAllDialogTitle}
      description={formatMessage(UI_MESSAGES.sessions.deleteAllDialogBody, { count })}
      confirmLabel="Delete All"
      pendingLabel="Deleting..."
      pending={isLoading}
      onConfirm={() => void confirm()}
    />
  );
}
