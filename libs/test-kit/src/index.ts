export * from './container-runtime.js';
export * from './ports.js';
export * from './postgres-server.js';
export * from './postgres.js';
export * from './redis-server.js';
export * from './redis.js';
export * from './wait.js';
export * from './hostile-texts.js';
