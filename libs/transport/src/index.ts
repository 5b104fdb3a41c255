export { RedisStreamsClient, type RedisStreamsClientOptions, type RequestOptions } from './client.js';
export { RedisStreamsContext, type RedisStreamsContextArgs } from './context.js';
export type { EventEnvelope, ReplyEnvelope, RequestEnvelope } from './envelope.js';
export { codedPayload, ServiceError, TransportError } from './errors.js';
export { TransportExceptionFilter } from './exception-filter.js';
export { DEFAULT_KEY_PREFIX, eventsKey, replyKey, serviceKeys, type ServiceKeys } from './keys.js';
export {
  InjectServiceClient,
  serviceClientToken,
  TransportModule,
  type TransportModuleOptions,
} from './module.js';
export {
  REDIS_STREAMS_TRANSPORT,
  RedisStreamsServer,
  type RedisStreamsServerOptions,
  type ServerStats,
} from './server.js';
export { getTransportStats, type TransportStats, type TransportStatsOptions } from './stats.js';
