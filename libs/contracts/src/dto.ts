/** Validated classes for the shapes in `api.ts` and `messages.ts` (server side: pulls in class-validator). */
import 'reflect-metadata';
export * from './dto/billing.dto.js';
export * from './dto/identity.dto.js';
export * from './dto/pins.validation.js';
export * from './dto/processing.dto.js';
export * from './dto/sessions.dto.js';
