import type { Redis } from 'ioredis';
import { createConnection, settlesWithin } from './connections.js';
import type { ServerSettings } from './server-settings.js';

/**
 * The two Redis connections of one server replica: `commands` (acks, replies, claims, counters) and
 * `reader`, which only runs the blocking group reads, so a read never holds up a command.
 */
export class ReplicaConnections {
  readonly commands: Redis;
  readonly reader: Redis;

  constructor(
    settings: Pick<ServerSettings, 'url' | 'consumerName' | 'blockMs'>,
    warn: (message: string) => void,
  ) {
    const { url, consumerName, blockMs } = settings;
    this.commands = createConnection(url, 'command', `${consumerName}:commands`);
    this.reader = createConnection(url, 'blocking', `${consumerName}:reader`, blockMs);
    this.reader.on('error', (error: Error) => warn(`Redis (reader): ${error.message}`));
  }

  async connect(): Promise<void> {
    await Promise.all([this.commands.connect(), this.reader.connect()]);
  }

  disconnect(): void {
    this.commands.disconnect();
    this.reader.disconnect();
  }

  /** QUIT both, or drop them if Redis does not answer within a second. */
  async quit(): Promise<void> {
    await Promise.all([quit(this.commands), quit(this.reader)]);
  }
}

async function quit(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  const quitted = await settlesWithin(
    connection.quit().catch(() => undefined),
    1_000,
  );
  if (!quitted) connection.disconnect();
}
