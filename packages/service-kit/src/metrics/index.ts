export { httpMetrics, collectProcessMetrics, expressRouteTemplate, metricsRegistry, type HttpMetricsOptions } from './http-metrics';
export { businessGauge, type BusinessGaugeDefinition } from './business-gauge';
export { metricsPortFor, startMetricsServer, type MetricsServer } from './metrics-server';
