export { activeTraceFields, TRACE_ID_HEADER, traceIdFromTraceparent, traceIdHeader, traceIdOf } from './trace-id';
