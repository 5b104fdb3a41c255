import type { QueuePositionResponse } from '@untangle/contracts';

/** What the member reads while the restructure waits (Untangle's own wording). */
export function queueWording(position: QueuePositionResponse | undefined): string {
  if (!position) return 'Sending your text...';
  switch (position.state) {
    case 'waiting':
      if (position.ahead <= 0) return "You're next in line...";
      return `${position.ahead} ${position.ahead === 1 ? 'request' : 'requests'} ahead of yours`;
    case 'active':
      return 'Restructuring your text now...';
    case 'completed':
      return 'Almost done...';
    default:
      return 'Waiting for the processing queue...';
  }
}
