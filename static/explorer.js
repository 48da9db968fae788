// The explorer's worker. The page starts it as `explorer.js?v=<version>` when the
// learner explores and terminates it to cancel. It loads the explorer's own small
// WebAssembly module (src/bin/explorer.rs, built by Trunk as a worker, without a hash
// in its name; the version in the address keeps a cached copy from serving another
// build) and runs the sweep a batch at a time, posting progress about every 100 ms.
// Its messages are one line each: `progress <done> <total>`, `done <the exploration's
// wire form>` or `failed <reason>` (src/explorer_worker.rs reads them).
const version = new URL(self.location.href).searchParams.get('v') ?? '';
importScripts(`./acklab-explorer.js?v=${version}`);
const ready = wasm_bindgen({ module_or_path: `./acklab-explorer_bg.wasm?v=${version}` });

// Progress is posted this often (ms): often enough for a smooth bar, rarely enough that
// the page does not spend its time drawing it.
const PROGRESS_EVERY_MS = 100;

self.onmessage = async (event) => {
  try {
    // The options on the first line (`<pairs> <max schedules> <max trace events>`), the
    // scenario's JSON after it.
    const newline = event.data.indexOf('\n');
    const [pairs, maxSchedules, maxWorkEvents] = event.data.slice(0, newline).split(' ');
    const scenario = event.data.slice(newline + 1);
    await ready;
    const job = new wasm_bindgen.ExploreJob(scenario, pairs === 'true', Number(maxSchedules), Number(maxWorkEvents));
    const total = job.total();
    self.postMessage(`progress 0 ${total}`);
    let over = false;
    while (!over) {
      const started = performance.now();
      while (!over && performance.now() - started < PROGRESS_EVERY_MS) over = job.advance(1);
      self.postMessage(`progress ${job.done()} ${total}`);
    }
    // The bar ends full, whether the sweep ran to its end or to its bound.
    self.postMessage(`progress ${job.done()} ${job.done()}`);
    self.postMessage(`done ${job.finish()}`);
    job.free();
  } catch (error) {
    self.postMessage(`failed ${String(error?.message ?? error).replace(/\s+/g, ' ')}`);
  }
};
