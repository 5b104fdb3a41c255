import { PRODUCT_NAME } from '@untangle/contracts';
import type { LegalDocumentContent } from './legal-types';

export function cookiePolicy(email: string): LegalDocumentContent {
  return {
    title: 'Cookie Policy',
    intro: `${PRODUCT_NAME} uses cookies and similar browser storage only where they help the service work or remember your choices.`,
    sections: [
      {
        heading: 'What we store and for how long',
        items: [
          'Essential session data keeps you signed in: up to 30 days.',
          'Preferences, such as a finished onboarding tour or your demo progress: up to 1 year.',
          'Analytics, if ever enabled, help us understand how the product is used: up to 2 years.',
        ],
      },
      {
        heading: 'Browser storage we use',
        items: [
          'Session storage holds your sign-in for the open tab.',
          'Local storage remembers which demo examples you explored (demo_progress, demo_completed, demo_modal_shown) and whether you finished the tour.',
        ],
      },
      {
        heading: 'Your control',
        paragraphs: [
          'You can clear cookies and site data in your browser at any time. Essential storage is needed to sign in; without it you can still browse the public pages.',
        ],
      },
      { heading: 'Contact', paragraphs: [`Questions about cookies: ${email}.`] },
    ],
  };
}
