// autocannon (untyped, hence this small JavaScript module) with a tally of the answers' statuses by request name.
import autocannon from 'autocannon';

/**
 * Runs `requests` in turn on every connection for `seconds` and resolves autocannon's result plus
 * `statuses`: for each request's `name`, how many answers had which status, and `p95`: the 95th percentile latency (ms).
 * @param {{ origin: string, connections: number, seconds: number, requests: { name: string, method: string, path: string, headers?: Record<string, string>, body?: string }[] }} options
 * @returns {Promise<{ result: any, statuses: Record<string, Record<number, number>>, p95: number }>}
 */
export function runLoad({ origin, connections, seconds, requests }) {
  /** @type {Record<string, Record<number, number>>} */
  const statuses = {};
  const tallied = requests.map(({ name, ...request }) => ({
    ...request,
    onResponse: (/** @type {number} */ status) => {
      const byStatus = (statuses[name] ??= {});
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    },
  }));
  /** @type {number[]} */
  const latencies = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: origin, connections, duration: seconds, requests: tallied, timeout: 20 }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const p95 = latencies.length ? latencies[Math.min(latencies.length - 1, Math.ceil(0.95 * latencies.length) - 1)] : 0;
      resolve({ result, statuses, p95 });
    });
    instance.on('response', (/** @type {unknown} */ _client, /** @type {number} */ _status, /** @type {number} */ _bytes, /** @type {number} */ ms) => latencies.push(ms));
  });
}
