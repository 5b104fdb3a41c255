import { QUEUE_POLL_MS } from '../../../app/config';
import { useGetQueuePositionQuery } from '../api/processing-api';
import { queueWording } from '../lib/queue-wording';

/** Polls the queue position every second while a restructure is pending; unmounting stops it. */
export function QueueStatus({ idempotencyKey }: { idempotencyKey: string }) {
  const { data } = useGetQueuePositionQuery(idempotencyKey, {
    pollingInterval: QUEUE_POLL_MS,
    skipPollingIfUnfocused: false,
  });
  return (
    <p role="status" className="text-center text-sm text-slate-600" data-testid="queue-status">
      {queueWording(data)}
    </p>
  );
}
