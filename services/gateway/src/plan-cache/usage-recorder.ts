import { Injectable } from '@nestjs/common';
import { PATTERNS, SERVICE_NAMES, type QuotaRecordResult, type UsageRecord } from '@untangle/contracts';
import { MAX_USAGE_RECORDS } from '@untangle/contracts/dto';
import { rpc } from '@untangle/nest-kit';
import { InjectServiceClient, RedisStreamsClient } from '@untangle/transport';

interface Pending {
  record: UsageRecord;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Sends usage records (`quota.record`) in batches: one call at a time, carrying every record that
 * arrived while the previous one was out (group commit), so under load one billing call and one
 * statement count many restructures. `record` resolves once billing has counted the record.
 */
@Injectable()
export class UsageRecorder {
  private readonly pending: Pending[] = [];
  private sending = false;
  private scheduled = false;

  constructor(@InjectServiceClient(SERVICE_NAMES.billing) private readonly billing: RedisStreamsClient) {}

  record(record: UsageRecord): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ record, resolve, reject });
      this.schedule();
    });
  }

  /** After the current turn of the event loop, so records of the same turn share one call. */
  private schedule(): void {
    if (this.sending || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.send();
    });
  }

  private async send(): Promise<void> {
    const batch = this.pending.splice(0, MAX_USAGE_RECORDS);
    if (batch.length === 0) return;
    this.sending = true;
    try {
      await rpc<QuotaRecordResult>(this.billing, PATTERNS.billing.quotaRecord, {
        records: batch.map((pending) => pending.record),
      });
      for (const pending of batch) pending.resolve();
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    } finally {
      this.sending = false;
      if (this.pending.length > 0) this.schedule();
    }
  }
}
