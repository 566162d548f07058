/**
 * HTTP load in a process of its own: `connections` keep-alive connections, each sending its next
 * request when the previous answer has arrived in full (or, with a rate, at its next slot), for
 * `seconds`. Prints one JSON line.
 *
 * Why not autocannon: it parses answers with http-parser-js in JavaScript, which tops out near
 * 45 MB/s on this machine; at the working set's 440 kB br body that capped the measurement at
 * ~100 req/s whatever the server did. Node's own client parses with llhttp (native).
 *
 *   npx tsx bench/load.ts <url> <connections> <seconds> [rate=<requests per second per connection>] [header=value ...]
 */
import { Agent, request } from 'node:http';
import { percentile } from './stats';

export interface LoadResult {
  requests: number;
  rps: number;
  errors: number;
  non2xx: number;
  bytes: number;
  p50: number;
  p99: number;
  max: number;
}

export async function load(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
  rate?: number,
): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let bytes = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = request(url, { headers, agent }, (res) => {
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          latencies.push(performance.now() - t0);
          if ((res.statusCode ?? 0) >= 300) non2xx++;
          resolve();
        });
        res.on('error', () => {
          errors++;
          resolve();
        });
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const started = performance.now();
  const until = started + seconds * 1000;
  const gap = rate ? 1000 / rate : 0;
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      // With a rate the connections take turns (spread over one gap), as independent consoles would.
      for (let next = performance.now() + (gap * i) / connections; performance.now() < until; next += gap) {
        // A probe (with a rate) asks at fixed intervals and does not itself load the server.
        const wait = next - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        await one();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const none = latencies.length === 0;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    errors,
    non2xx,
    bytes,
    // No answer at all within the run: latency is unbounded.
    p50: none ? Infinity : percentile(latencies, 50),
    p99: none ? Infinity : percentile(latencies, 99),
    max: none ? Infinity : Math.max(...latencies),
  };
}

if (process.argv[1]?.endsWith('load.ts')) {
  const [url, connections, seconds, ...pairs] = process.argv.slice(2);
  const all = Object.fromEntries(pairs.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]));
  const { rate, ...headers } = all;
  const result = await load(url, Number(connections), Number(seconds), headers, rate ? Number(rate) : undefined);
  process.stdout.write(JSON.stringify(result) + '\n');
}
