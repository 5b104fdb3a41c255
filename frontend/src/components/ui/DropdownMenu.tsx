import * as Menu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

// Non-modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe:
// aria-hidden-focus); focus still moves into the menu and back to the trigger on close.
export function DropdownMenu({ children }: { children: ReactNode }) {
  return <Menu.Root modal={false}>{children}</Menu.Root>;
}
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Menu.Portal>
      <Menu.Content
        aria-label={label}
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

export function DropdownMenuItem({
  children,
  onSelect,
  destructive,
}: {
  children: ReactNode;
  onSelect: () => void;
  destructive?: boolean;
}) {
  return (
    <Menu.Item
      onSelect={onSelect}
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none',
        destructive
          ? 'text-red-700 data-[highlighted]:bg-red-50'
          : 'text-slate-800 data-[highlighted]:bg-slate-100',
      )}
    >
      {children}
    </Menu.Item>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="px-3 py-2 text-xs text-slate-600">{children}</Menu.Label>;
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-slate-200" />;
}
