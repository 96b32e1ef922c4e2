// The part of autocannon (v8, which ships no types) that tests/bench/api-throughput.bench.ts uses.
declare module 'autocannon' {
  type Headers = Record<string, string>;
  type RequestParams = { method?: string; path?: string; headers?: Headers; body?: string };
  namespace autocannon {
    type Request = RequestParams & {
      setupRequest?: (request: RequestParams, context: Record<string, unknown>) => RequestParams;
      onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Headers) => void;
    };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      method?: string;
      headers?: Headers;
      body?: string;
      requests?: Request[];
    };
    type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
    };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
