import http from 'node:http';
import https from 'node:https';
import axios, { type AxiosInstance } from 'axios';
import type { Metrics } from '../metrics.ts';

export interface Transport {
  http: AxiosInstance;
  metrics: Metrics;
}

const IDLE_SOCKET_MS = 60_000;

/** One axios instance per upstream: keep-alive sockets, one timeout, no status-based throwing. */
export const createTransport = (baseURL: string, timeoutMs: number, metrics: Metrics): Transport => ({
  metrics,
  http: axios.create({
    baseURL,
    timeout: timeoutMs,
    // Idle sockets are dropped after a minute, before a server that keeps them longer closes them under a request.
    httpAgent: new http.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_SOCKET_MS }),
    httpsAgent: new https.Agent({ keepAlive: true, maxSockets: 64, timeout: IDLE_SOCKET_MS }),
    validateStatus: () => true,
    maxContentLength: 20 * 1024 * 1024,
    transitional: { clarifyTimeoutError: true },
  }),
});
