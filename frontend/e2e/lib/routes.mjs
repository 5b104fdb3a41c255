import { UI_MESSAGES } from '@untangle/contracts';

/** Every public route, with the level-one heading that proves the page (not a loader) rendered. */
export const PUBLIC_ROUTES = [
  { name: 'landing', path: '/', heading: 'Turn tangled text into a clear, logical story' },
  { name: 'pricing', path: '/pricing', heading: 'Simple, transparent pricing' },
  { name: 'contact', path: '/contact', heading: 'Contact Us' },
  { name: 'privacy', path: '/privacy', heading: 'Privacy Policy' },
  { name: 'terms', path: '/terms', heading: 'Terms of Service' },
  { name: 'cookies', path: '/cookies', heading: 'Cookie Policy' },
  { name: 'gdpr', path: '/gdpr', heading: 'GDPR' },
  { name: 'not-found', path: '/no-such-page', heading: UI_MESSAGES.notFound.title },
];

export const LEGAL_PATHS = ['/privacy', '/terms', '/cookies', '/gdpr'];
