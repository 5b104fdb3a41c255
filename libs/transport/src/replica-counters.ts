export interface ServerStats {
  handled: number;
  failed: number;
  reclaimed: number;
  expired: number;
  deadLettered: number;
  inFlight: number;
}

/** In-process counts of what this replica did; the collaborators that do it add to one shared object. */
export type ReplicaCounters = Omit<ServerStats, 'inFlight'>;

export function newReplicaCounters(): ReplicaCounters {
  return { handled: 0, failed: 0, reclaimed: 0, expired: 0, deadLettered: 0 };
}
