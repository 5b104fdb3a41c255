import type { Announcement } from '../../hooks/useSteering';

/** Says each steering change to screen readers; a new id makes a repeated text heard again. */
export function LiveRegion({ announcement }: { announcement: Announcement }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
      data-testid="steering-announcer"
    >
      <span key={announcement.id}>{announcement.text}</span>
    </div>
  );
}
