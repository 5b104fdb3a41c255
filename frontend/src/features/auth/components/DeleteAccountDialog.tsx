import { PRODUCT_NAME } from '@untangle/contracts';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/api-error-message';
import { uuidV4 } from '../../../lib/uuid';
import { useDeleteAccountMutation } from '../api/account-api';
import { useAuthInternals } from '../hooks/auth-internals';

export interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The GDPR page's promise: the member deletes their account and every stored datum. */
export function DeleteAccountDialog({ open, onOpenChange }: DeleteAccountDialogProps) {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const { clearLocalSession } = useAuthInternals();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      const result = await deleteAccount({ idempotencyKey: uuidV4() }).unwrap();
      onOpenChange(false);
      await clearLocalSession();
      navigate('/', { replace: true });
      toast({ title: 'Account deleted', description: result.message });
    } catch (error) {
      toast({
        title: 'Account deletion failed',
        description: serverMessage(error, 'Could not delete your account. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your account?"
      description={`This permanently deletes your ${PRODUCT_NAME} account, your session history and your subscription data. This action cannot be undone.`}
      confirmLabel="Delete Account"
      pendingLabel="Deleting..."
      pending={isLoading}
      onConfirm={() => void confirm()}
    />
  );
}
