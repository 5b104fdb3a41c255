import { LayoutDashboard, LogOut, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthActions } from '../../../app/auth-actions';
import type { AuthUser } from '../../../app/auth-slice';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/DropdownMenu';
import { useFirstName } from '../hooks/useFirstName';
import { DeleteAccountDialog } from './DeleteAccountDialog';

function initials(name: string | null, email: string | null): string {
  const source = name ?? email ?? 'U';
  return source.trim().charAt(0).toUpperCase() || 'U';
}

/** The avatar menu of signed-in members: dashboard, sign-out, account deletion. */
export function UserMenu({ user }: { user: AuthUser }) {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const firstName = useFirstName();
  const [deleting, setDeleting] = useState(false);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label="Account menu"
          className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <span aria-hidden="true">{initials(firstName, user.email)}</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent label="Account">
          <DropdownMenuLabel>
            <span className="block font-medium text-slate-900">{firstName ?? 'User'}</span>
            {user.email && <span className="block truncate">{user.email}</span>}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate('/dashboard')}>
            <LayoutDashboard className="h-4 w-4" aria-hidden="true" /> Dashboard
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void signOut()}>
            <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem destructive onSelect={() => setDeleting(true)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete account
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
