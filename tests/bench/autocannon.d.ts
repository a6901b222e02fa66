// The part of autocannon's result the bench reads (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Called with each client (one per connection) before it connects. */
    setupClient?: (client: { pipelinedRequests: { addBody: (data: Buffer) => void } }) => void;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
