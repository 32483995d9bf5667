// Prometheus metrics through prom-client (issue 28): one registry per process, the default process metrics, and
// what an operator of a reminder app needs to see: requests, deliveries, sweeps, retries, rate-limit refusals.
// Served by GET /metrics only with METRICS_TOKEN as a bearer token (metrics-route.ts): never public.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'renewly_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'renewly_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});

export const deliveries = new Counter({
  name: 'renewly_deliveries_total',
  help: 'Reminder delivery attempts by channel and outcome (sent, skipped, temporary-failure, permanent-failure)',
  labelNames: ['channel', 'status'] as const,
  registers: [metricsRegistry],
});

export const deliveryRetries = new Counter({
  name: 'renewly_delivery_retries_total',
  help: 'Delivery attempts after the first (retries), by channel',
  labelNames: ['channel'] as const,
  registers: [metricsRegistry],
});

export const sweepDuration = new Histogram({
  name: 'renewly_reminder_sweep_duration_seconds',
  help: 'Time one reminder sweep took',
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [metricsRegistry],
});

export const sweepBacklog = new Gauge({
  name: 'renewly_reminder_backlog',
  help: 'Deliveries and retries due but not yet done, as the last sweep found them',
  registers: [metricsRegistry],
});

export const oldestDueSeconds = new Gauge({
  name: 'renewly_oldest_undelivered_due_seconds',
  help: 'How long the oldest delivery the last sweep found due has been due (0 when none)',
  registers: [metricsRegistry],
});

export const rateLimitRejections = new Counter({
  name: 'renewly_rate_limit_rejections_total',
  help: 'Requests refused with 429, by limit',
  labelNames: ['limit'] as const,
  registers: [metricsRegistry],
});
