// A bounded loopback load over groups of pages, in a process of its own (the server never shares its
// thread with the load): `connections` requests in flight for `seconds`, each for a page drawn from a
// group by its share. Prints one JSON line: per group, requests, answers other than 200, answers
// without a server-rendered heading (the shell the browser builds), and latency percentiles, also
// after the first `warmupMs`.
// node tooling/bench/mixed-load.mjs '{"seconds":20,"connections":20,"warmupMs":3000,"groups":{"healthy":{"share":0.9,"urls":[…]},…}}'
import http from 'node:http';

const { seconds, connections, warmupMs = 0, groups } = JSON.parse(process.argv[2] ?? '{}');
for (const { urls } of Object.values(groups)) {
  for (const url of urls) if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error('Load is only ever sent to loopback');
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const names = Object.keys(groups);
const results = Object.fromEntries(names.map((name) => [name, { requests: 0, non200: 0, shell: 0, latencies: [], laterLatencies: [] }]));
const started = performance.now();
const ends = started + seconds * 1000;

function pick() {
  let draw = Math.random();
  for (const name of names) {
    draw -= groups[name].share;
    if (draw <= 0) return name;
  }
  return names[names.length - 1];
}

function get(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'identity' }, timeout: 30_000 }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', () => resolve({ status: 0, body: '' }));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ status: 0, body: '' }));
  });
}

async function worker() {
  while (performance.now() < ends) {
    const name = pick();
    const { urls } = groups[name];
    const url = urls[Math.floor(Math.random() * urls.length)];
    const sent = performance.now();
    const { status, body } = await get(url);
    const ms = performance.now() - sent;
    const result = results[name];
    result.requests += 1;
    if (status !== 200) result.non200 += 1;
    else if (!/<h1[\s>]/.test(body)) result.shell += 1;
    result.latencies.push(ms);
    if (sent - started >= warmupMs) result.laterLatencies.push(ms);
  }
}

const percentile = (values, share) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]);
};

await Promise.all(Array.from({ length: connections }, worker));
const elapsed = (performance.now() - started) / 1000;
agent.destroy();
console.log(
  JSON.stringify(
    Object.fromEntries(
      names.map((name) => {
        const { requests, non200, shell, latencies, laterLatencies } = results[name];
        return [
          name,
          {
            requests,
            requestsPerSecond: requests / elapsed,
            non200,
            shell,
            p50Ms: percentile(latencies, 0.5),
            p99Ms: percentile(latencies, 0.99),
            laterP99Ms: percentile(laterLatencies, 0.99),
          },
        ];
      }),
    ),
  ),
);
