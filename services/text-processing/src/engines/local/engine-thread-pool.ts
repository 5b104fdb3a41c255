import { Worker } from 'node:worker_threads';

export interface EngineThreadPoolOptions {
  /**
   * The thread body: a compiled module that posts one message (any) once it has loaded, then
   * answers each posted request with one message. A request's deadline runs from when its thread
   * receives it, so a thread's start-up never counts against it.
   */
  entry: URL;
  /** Threads kept running; requests beyond them wait their turn. */
  size: number;
  /** Hard limit on one request's run time: the thread running it longer is terminated. */
  deadlineMs: number;
  /** Heap limit of each thread: a request that needs more ends its thread, not the process. */
  maxHeapMb: number;
  /** The threads' name as the OS shows it (`comm` in /proc), so their CPU time can be read apart. */
  name?: string;
}

/** A request ran past the pool's deadline and its thread was terminated. */
export class EngineDeadlineError extends Error {
  override readonly name = 'EngineDeadlineError';

  constructor(readonly deadlineMs: number) {
    super(`The engine did not finish within ${deadlineMs} ms and was stopped`);
  }
}

/** The thread died while running a request (out of memory, an uncaught error). */
export class EngineThreadCrashError extends Error {
  override readonly name = 'EngineThreadCrashError';
}

/** The caller's signal aborted the request (its job's deadline passed, or the job was cancelled). */
export class EngineAbortedError extends Error {
  override readonly name = 'EngineAbortedError';
}

/** How one request runs: its caller's signal, and its place in the waiting line. */
export interface PoolRunOptions {
  /** Aborts the request, waiting or running (its job's deadline passed, or the job was cancelled). */
  signal?: AbortSignal;
  /**
   * Lower waits less, as in BullMQ (a Pro job's 1 before a free job's 10); equal ones in arrival
   * order; without one, after every request that has one.
   */
  priority?: number;
}

interface Task<Request, Reply> {
  request: Request;
  priority: number;
  resolve(reply: Reply): void;
  reject(error: Error): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Slot<Request, Reply> {
  worker: Worker;
  /** The thread has loaded its body and takes requests. */
  ready: boolean;
  task?: Task<Request, Reply>;
  timer?: NodeJS.Timeout;
}

/**
 * A fixed set of worker threads that run requests off the event loop, one at a time each, under a
 * hard deadline. A request past its deadline (or aborted by its caller) has its thread terminated
 * and replaced, so it never holds a thread longer than `deadlineMs`; the other threads keep serving.
 * Memory is bounded per thread by `maxHeapMb`, and the waiting line by the caller (BullMQ runs at
 * most its worker concurrency of jobs at once); the line is kept in priority order, so a Pro job
 * that BullMQ handed over overtakes free ones already waiting for a thread.
 */
export class EngineThreadPool<Request, Reply> {
  private readonly slots: Array<Slot<Request, Reply>> = [];
  private readonly waiting: Array<Task<Request, Reply>> = [];
  private closed = false;

  constructor(private readonly options: EngineThreadPoolOptions) {
    for (let i = 0; i < options.size; i++) {
      const slot = {} as Slot<Request, Reply>;
      this.startThread(slot);
      this.slots.push(slot);
    }
  }

  /** Threads currently running a request (for tests and metrics). */
  get busy(): number {
    return this.slots.filter((slot) => slot.task).length;
  }

  run(
    request: Request,
    { signal, priority = Number.POSITIVE_INFINITY }: PoolRunOptions = {},
  ): Promise<Reply> {
    if (this.closed) return Promise.reject(new Error('the engine thread pool is closed'));
    if (signal?.aborted) return Promise.reject(new EngineAbortedError('aborted before it started'));
    return new Promise<Reply>((resolve, reject) => {
      const task: Task<Request, Reply> = {
        request,
        priority,
        resolve,
        reject,
        ...(signal ? { signal } : {}),
      };
      if (signal) {
        task.onAbort = () => this.abort(task);
        signal.addEventListener('abort', task.onAbort, { once: true });
      }
      const behind = this.waiting.findIndex((waiting) => waiting.priority > priority);
      this.waiting.splice(behind < 0 ? this.waiting.length : behind, 0, task);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.waiting.splice(0)) this.settle(task, new Error('the engine thread pool closed'));
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.task) this.settle(slot.task, new Error('the engine thread pool closed'));
        clearTimeout(slot.timer);
        await slot.worker.terminate();
      }),
    );
  }

  /** Gives `slot` a new thread; events of the slot's earlier threads are ignored from now on. */
  private startThread(slot: Slot<Request, Reply>): void {
    const worker = new Worker(this.options.entry, {
      ...(this.options.name ? { name: this.options.name } : {}),
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb },
    });
    slot.worker = worker;
    slot.ready = false;
    // An idle pool must not keep the process alive.
    worker.unref();
    worker.on('message', (reply: Reply) => {
      if (slot.worker !== worker) return;
      if (!slot.ready) {
        slot.ready = true;
        this.dispatch();
        return;
      }
      if (!slot.task) return;
      const task = slot.task;
      this.finish(slot);
      task.resolve(reply);
      task.signal?.removeEventListener('abort', task.onAbort!);
      this.dispatch();
    });
    worker.on('error', (error) => this.replace(slot, worker, new EngineThreadCrashError(error.message)));
    worker.on('exit', (code) =>
      this.replace(slot, worker, new EngineThreadCrashError(`the engine thread exited (${code})`)),
    );
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.task || this.waiting.length === 0) continue;
      const task = this.waiting.shift()!;
      slot.task = task;
      slot.timer = setTimeout(
        () => this.replace(slot, slot.worker, new EngineDeadlineError(this.options.deadlineMs)),
        this.options.deadlineMs,
      );
      slot.worker.postMessage(task.request);
    }
  }

  private abort(task: Task<Request, Reply>): void {
    const queued = this.waiting.indexOf(task);
    if (queued >= 0) {
      this.waiting.splice(queued, 1);
      this.settle(task, new EngineAbortedError('aborted while waiting for an engine thread'));
      return;
    }
    const slot = this.slots.find((candidate) => candidate.task === task);
    if (slot) this.replace(slot, slot.worker, new EngineAbortedError('aborted while running'));
  }

  /** Ends `worker` (if it is still the slot's), fails its request with `error`, starts a new thread. */
  private replace(slot: Slot<Request, Reply>, worker: Worker, error: Error): void {
    if (slot.worker !== worker) return;
    const task = slot.task;
    this.finish(slot);
    void worker.terminate();
    if (task) this.settle(task, error);
    if (this.closed) return;
    this.startThread(slot);
    this.dispatch();
  }

  private finish(slot: Slot<Request, Reply>): void {
    clearTimeout(slot.timer);
    delete slot.timer;
    delete slot.task;
  }

  private settle(task: Task<Request, Reply>, error: Error): void {
    if (task.onAbort) task.signal?.removeEventListener('abort', task.onAbort);
    task.reject(error);
  }
}
