/**
 * Body of one engine thread: restructures each text the pool posts and posts the result back. It
 * runs beside the worker's event loop, so a slow text never delays a lock renewal, a Redis read or
 * another member's job; the pool terminates the thread when a text runs past its deadline.
 */
import { parentPort } from 'node:worker_threads';
import { restructure, RestructureInputError } from '@untangle/restructure-engine';
import type { ThreadReply, ThreadRequest } from './engine-thread-messages.js';

const port = parentPort;
if (!port) throw new Error('engine-thread.js runs inside a worker thread');

port.on('message', (request: ThreadRequest) => {
  port.postMessage(answer(request));
});
// Loaded: the pool sends requests from now on.
port.postMessage({ ready: true });

function answer(request: ThreadRequest): ThreadReply {
  try {
    const { outputText, detectedLogicType, explanation, sentences, order } = restructure({
      text: request.text,
      logicType: request.logicType,
      ...(request.pins ? { pins: request.pins } : {}),
    });
    return { ok: true, outputText, detectedLogicType, explanation, sentences, order };
  } catch (error) {
    if (error instanceof RestructureInputError) {
      return { ok: false, inputError: { code: error.code, message: error.message } };
    }
    return { ok: false, crash: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
