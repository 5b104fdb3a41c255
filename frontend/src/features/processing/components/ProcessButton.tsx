import { Wand2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';

export function ProcessButton({
  pending,
  disabled,
  onClick,
}: {
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="lg"
      className="w-full tracking-wide"
      disabled={pending || disabled}
      onClick={onClick}
      aria-busy={pending}
    >
      {pending ? <Spinner /> : <Wand2 className="h-4 w-4" aria-hidden="true" />}
      {pending ? 'Processing...' : 'RESTRUCTURE TEXT'}
    </Button>
  );
}
