/** Injection tokens shared by every service. */
export const SERVICE_CONFIG = Symbol('SERVICE_CONFIG');
export const LOGGER = Symbol('LOGGER');
export const DATA_SOURCE = Symbol('DATA_SOURCE');
export const SERVICE_NAME = Symbol('SERVICE_NAME');
