import { UI_MESSAGES } from '@untangle/contracts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { toast } from '../../../components/ui/toast-store';
import { useDeleteSessionMutation } from '../api/sessions-api';

export interface DeleteSessionDialogProps {
  sessionId: string | null;
  onClose: () => void;
}

export function DeleteSessionDialog({ sessionId, onClose }: DeleteSessionDialogProps) {
  const [deleteSession, { isLoading }] = useDeleteSessionMutation();

  const confirm = async () => {
    if (!sessionId) return;
    try {
      await deleteSession(sessionId).unwrap();
      toast({
        title: UI_MESSAGES.sessions.deletedTitle,
        description: UI_MESSAGES.sessions.deletedDescription,
      });
      onClose();
    } catch (error) {
      console.error('Delete failed', error);
      toast({
        title: UI_MESSAGES.sessions.deleteFailedTitle,
        description: UI_MESSAGES.sessions.deleteFailedDescription,
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      open={sessionId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={UI_MESSAGES.sessions.deleteOneDialogTitle}
      description={UI_MESSAGES.sessions.deleteOneDialogBody}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={isLoading}
      onConfirm={() => void confirm()}
    />
  );
}
