import { loadConfig, runMain } from '@untangle/nest-kit';
import { TextProcessingConfig } from './config.js';
import { startTextProcessing } from './start.js';

runMain('text-processing', async () => {
  const config = loadConfig(TextProcessingConfig, 'text-processing');
  await startTextProcessing(config);
  // Started with an IPC channel (a test or a process manager) whose parent went away: shut down.
  if (process.send) process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
});
