import { UI_MESSAGES } from '@untangle/contracts';
import { BadgeCheck } from 'lucide-react';
import { useCurrentUser } from '../app/hooks';
import { Badge } from './ui/Badge';

/** 'Member Benefits Active', for signed-in members only. */
export function MemberBadge() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Badge tone="green">
      <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
      {UI_MESSAGES.auth.memberBadge}
    </Badge>
  );
}
