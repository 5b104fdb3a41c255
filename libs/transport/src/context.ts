import { BaseRpcContext } from '@nestjs/microservices';

export interface RedisStreamsContextArgs {
  pattern: string;
  /** The envelope's uuid: the same on every redelivery of this message. */
  messageId: string;
  /** The stream entry id (`ms-seq`). */
  entryId: string;
  stream: string;
  /** 1 on first delivery; higher after a reclaim from a replica that died. */
  deliveryCount: number;
  /** Epoch ms after which the caller no longer waits; undefined for events. */
  deadline: number | undefined;
  headers: Record<string, string>;
}

/** What `@Ctx()` gives a handler running on RedisStreamsServer. */
export class RedisStreamsContext extends BaseRpcContext<[RedisStreamsContextArgs]> {
  constructor(args: RedisStreamsContextArgs) {
    super([args]);
  }

  private get fields(): RedisStreamsContextArgs {
    return this.args[0];
  }

  get pattern(): string {
    return this.fields.pattern;
  }

  get messageId(): string {
    return this.fields.messageId;
  }

  get entryId(): string {
    return this.fields.entryId;
  }

  get stream(): string {
    return this.fields.stream;
  }

  get deliveryCount(): number {
    return this.fields.deliveryCount;
  }

  get deadline(): number | undefined {
    return this.fields.deadline;
  }

  get headers(): Readonly<Record<string, string>> {
    return this.fields.headers;
  }

  /** Milliseconds left before the caller gives up (Infinity for events): pass it on to downstream calls. */
  remainingMs(now = Date.now()): number {
    return this.fields.deadline === undefined ? Infinity : Math.max(0, this.fields.deadline - now);
  }
}
