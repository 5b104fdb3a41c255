import { DEFAULT_SUPPORT_EMAIL } from '@untangle/contracts';

/** The support address that replaces `{email}` in the product's texts (build-time configuration). */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || DEFAULT_SUPPORT_EMAIL;

/** How often the processing queue position is asked for while a restructure is pending. */
export const QUEUE_POLL_MS = 1000;
