import { log } from './log';

const holder = globalThis as typeof globalThis & { __navlunPeriodicJobs?: Map<string, NodeJS.Timeout> };

/**
 * Runs `run` every `everyMs` in this server process (once per name: later calls start nothing), never two rounds of
 * it at once; a failed round is logged as a warning and the next one tries again. The timer doesn't keep the process
 * alive. Answers a stop function. The scheduled-publishing sweep and the tracking-alert sweep run on it.
 */
export function startPeriodicJob(name: string, everyMs: number, run: () => Promise<unknown>): () => void {
  holder.__navlunPeriodicJobs ??= new Map();
  const jobs = holder.__navlunPeriodicJobs;
  if (!jobs.has(name)) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      run()
        .catch((error: unknown) => log.warn({ err: error, job: name }, `${name} failed (retried in ${Math.round(everyMs / 1000)} s)`))
        .finally(() => {
          running = false;
        });
    }, everyMs);
    timer.unref();
    jobs.set(name, timer);
    log.info({ everyMs }, `${name} started`);
  }
  return () => {
    clearInterval(jobs.get(name));
    jobs.delete(name);
  };
}
