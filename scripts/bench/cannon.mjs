// One measured route of `npm run bench` in a process of its own: autocannon builds every response body as a
// string, and in the runner's process (its heap holding the scale sample and earlier runs' latencies) that work
// capped a 30 KB answer at a third of what the server gave. Reads its options as JSON from argv[2], runs the
// warm-up and the measured run, prints one JSON line: req/s, p50, p95, p99 (from every response time), non-2xx, requests without an answer.
import autocannon from 'autocannon';

const { url, connections, warmup, duration, paths, ...rest } = JSON.parse(process.argv[2]);
const percentile = (sorted, p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
if (paths) {
  // Each request reads the next of the given paths, so one row is not served from the same pages every time.
  let next = 0;
  rest.requests = [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }];
}
await autocannon({ url, connections, duration: warmup, ...rest });
const times = [];
const instance = autocannon({ url, connections, duration, ...rest });
instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
const result = await instance;
times.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({ rps: result.requests.average, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), non2xx: result.non2xx, socketErrors: result.errors })}\n`,
);
