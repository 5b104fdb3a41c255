import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;

export interface DialogContentProps {
  children: ReactNode;
  className?: string;
  /** Hides the corner close button (for dialogs that must be answered with their own buttons). */
  hideClose?: boolean;
  /** Accessible description is optional for purely visual dialogs. */
  describedBy?: string;
}

/** Modal content with overlay; Radix traps focus inside and restores it on close. */
export function DialogContent({ children, className, hideClose, describedBy }: DialogContentProps) {
  const descriptionProps = describedBy === undefined ? {} : { 'aria-describedby': describedBy };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
      <DialogPrimitive.Content
        {...descriptionProps}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          className,
        )}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            className="absolute top-3 right-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            aria-label="Close"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <DialogPrimitive.Title className={cn('pr-6 text-lg font-semibold text-slate-900', className)}>
      {children}
    </DialogPrimitive.Title>
  );
}

export function DialogDescription({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <DialogPrimitive.Description className={cn('mt-2 text-sm text-slate-600', className)}>
      {children}
    </DialogPrimitive.Description>
  );
}

export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      {children}
    </div>
  );
}
