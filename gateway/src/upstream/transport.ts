import http from 'node:http';
import https from 'node:https';
import axios, { type AxiosInstance } from 'axios';
import type { Metrics } from '../metrics.ts';

export interface Transport {
  http: AxiosInstance;
  metrics: Metrics;
}

/** One axios instance per upstream: keep-alive sockets, one timeout, no status-based throwing. */
export const createTransport = (baseURL: string, timeoutMs: number, metrics: Metrics): Transport => ({
  metrics,
  http: axios.create({
    baseURL,
    timeout: timeoutMs,
    httpAgent: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 64 }),
    validateStatus: () => true,
    maxContentLength: 20 * 1024 * 1024,
    transitional: { clarifyTimeoutError: true },
  }),
});
