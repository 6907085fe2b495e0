import path from 'node:path';
import { Worker } from 'node:worker_threads';

interface Job {
  id: number;
  password: string;
  cost: number;
  resolve: (hash: string) => void;
  reject: (error: Error) => void;
}

/**
 * `size` worker threads hashing one password each; further jobs wait in order. Workers start on first
 * use; idle ones do not keep the process alive.
 */
export function bcryptWorkerPool(size: number) {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  let started = 0;
  let nextId = 0;

  const spawn = () => {
    // Plain CommonJS: no loader (tsx) needed in the thread, and none left holding the process open.
    const worker = new Worker(path.join(__dirname, 'bcrypt-worker.cjs'), { execArgv: [] });
    worker.on('message', (message: { hash?: string; error?: string }) => {
      const job = busy.get(worker);
      busy.delete(worker);
      if (message.error !== undefined) job?.reject(new Error(message.error));
      else job?.resolve(message.hash!);
      worker.unref();
      idle.push(worker);
      pump();
    });
    worker.on('error', (error) => {
      busy.get(worker)?.reject(error);
      busy.delete(worker);
      started -= 1;
      pump();
    });
    started += 1;
    return worker;
  };

  const pump = () => {
    while (queue.length > 0) {
      const worker = idle.pop() ?? (started < size ? spawn() : undefined);
      if (!worker) return;
      const job = queue.shift()!;
      busy.set(worker, job);
      // Referenced only while it works: an idle pool never keeps the process from exiting.
      worker.ref();
      worker.postMessage({ id: job.id, password: job.password, cost: job.cost });
    }
  };

  return {
    hash: (password: string, cost: number) =>
      new Promise<string>((resolve, reject) => {
        queue.push({ id: (nextId += 1), password, cost, resolve, reject });
        pump();
      }),
    close: () => Promise.all([...idle, ...busy.keys()].map((worker) => worker.terminate())).then(() => undefined),
  };
}
