// `./untangle status [-f]`: each process of the running stack, its health, and the end of its log.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { LOG_DIR, STATE_FILE } from './topology.mjs';

if (!existsSync(STATE_FILE)) {
  console.log('untangle: the local stack is not running (start it with ./untangle start).');
  process.exit(1);
}
const state = JSON.parse(readFileSync(STATE_FILE, 'utf8'));
console.log(`Started ${state.startedAt}\n`);
console.log('PROCESS           PID      PORT   HEALTH');
for (const entry of state.processes) {
  let health = 'down';
  try {
    const response = await fetch(entry.health, { signal: AbortSignal.timeout(1500) });
    health = response.ok ? 'ok' : `HTTP ${response.status}`;
  } catch {
    // stays 'down'
  }
  let alive = true;
  try {
    process.kill(entry.pid, 0);
  } catch {
    alive = false;
  }
  console.log(
    `${entry.name.padEnd(17)} ${String(entry.pid).padEnd(8)} ${String(entry.port).padEnd(6)} ${alive ? health : 'exited'}`,
  );
}
const logs = state.processes
  .map((entry) => `${LOG_DIR}/${entry.name}.log`)
  .filter((file) => existsSync(file));
const follow = process.argv.includes('-f') || process.argv.includes('--follow');
console.log(`\nLogs (${LOG_DIR}):`);
const tail = spawn('tail', ['-n', '5', ...(follow ? ['-F'] : []), ...logs], { stdio: 'inherit' });
tail.on('exit', (code) => process.exit(code ?? 0));
