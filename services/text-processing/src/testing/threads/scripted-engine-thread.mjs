// A stand-in engine thread for tests of the thread pool and of what a member sees when the engine
// cannot finish. What a request's text contains says what the thread does:
//   'spin-forever'  never answers (a text the engine cannot finish)
//   'exit-thread'   ends the thread with code 3
//   'hog-memory'    allocates until the heap limit ends the thread
//   anything else   answers at once, the text unchanged in its own order (a faithful answer)
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ text }) => {
  if (text.includes('spin-forever')) for (;;);
  if (text.includes('exit-thread')) process.exit(3);
  if (text.includes('hog-memory')) {
    const hoard = [];
    for (;;) hoard.push(new Array(1e5).fill(hoard.length));
  }
  // Like the engine, the answer names its sentences and their order (here: as they came).
  const sentences = text.split(/(?<=[.!?])\s+/).filter(Boolean);
  parentPort.postMessage({
    ok: true,
    outputText: text,
    detectedLogicType: 'process',
    explanation: 'Unchanged.',
    sentences,
    order: sentences.map((_, index) => index),
  });
});
parentPort.postMessage({ ready: true });
