import { describe, expect, it } from '@jest/globals';
import { commandsPerRequest, parseCommandStats } from './redis-commands.ts';

const INFO = [
  '# Commandstats',
  'cmdstat_evalsha:calls=2090,usec=190900,usec_per_call=91.34,rejected_calls=0,failed_calls=0',
  'cmdstat_xadd:calls=6390,usec=16100,usec_per_call=2.52,rejected_calls=0,failed_calls=0',
  'cmdstat_client|setname:calls=4,usec=3,usec_per_call=0.75,rejected_calls=0,failed_calls=0',
  '',
].join('\r\n');

describe('Redis command time per request', () => {
  it('reads every command of INFO commandstats, subcommands included', () => {
    const times = parseCommandStats(INFO);
    expect([...times.keys()]).toEqual(['evalsha', 'xadd', 'client|setname']);
    expect(times.get('evalsha')).toEqual({ calls: 2090, usec: 190900 });
  });

  it('divides what each command took between two readings by the requests served, costliest first', () => {
    const before = parseCommandStats('cmdstat_evalsha:calls=90,usec=900\r\ncmdstat_get:calls=5,usec=5');
    const after = parseCommandStats(INFO);
    const rows = commandsPerRequest(before, after, 1000);
    expect(rows.map((row) => row.command)).toEqual(['evalsha', 'xadd', 'client|setname']);
    expect(rows[0]).toEqual({ command: 'evalsha', callsPerRequest: 2, usPerRequest: 190, usPerCall: 95 });
    expect(rows[1]!.callsPerRequest).toBeCloseTo(6.39);
  });

  it('leaves out commands that did not run in between, and answers nothing for no requests', () => {
    const same = parseCommandStats(INFO);
    expect(commandsPerRequest(same, same, 100)).toEqual([]);
    expect(commandsPerRequest(new Map(), same, 0)).toEqual([]);
  });
});
