import { LIMITS, PRODUCT_NAME } from '@untangle/contracts';
import type { LegalDocumentContent } from './legal-types';

export function privacyPolicy(email: string): LegalDocumentContent {
  return {
    title: 'Privacy Policy',
    intro: `This policy explains what ${PRODUCT_NAME} collects when you use it, why, how long we keep it, and the choices you have.`,
    sections: [
      {
        heading: 'What we collect',
        items: [
          'Account details from the sign-in service: your e-mail address and first name.',
          `Text you submit for restructuring. Guest data is processed but not permanently stored.`,
          "Signed-in users' input, output and session history are stored so you can find your work again.",
          'Per account we store: preferences (including onboarding completion, notification preferences, preferred logic types and UI customisations), subscription status, plan details and billing cycle.',
          'Technical data needed to keep the service secure, such as security logs.',
        ],
      },
      {
        heading: 'How we use it',
        items: [
          'To restructure your text and explain the result.',
          'To save your session history and your preferences.',
          'To run your subscription and process payments.',
          'To protect the service against abuse and to fix problems.',
        ],
      },
      {
        heading: 'Who processes it',
        paragraphs: [
          'Your text is sent to the AI model that restructures it, and payments are handled by our payment provider. They process data only on our behalf. We do not sell your data.',
        ],
      },
      {
        heading: 'How long we keep it',
        items: [
          `When you delete your account, your data is deleted within ${LIMITS.dataDeletionDays} days.`,
          `Security logs are kept for ${LIMITS.securityLogRetentionDays} days.`,
          `Payment records are kept for ${LIMITS.paymentRecordRetentionYears} years, as the law requires.`,
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          `Data travels encrypted and access is limited to what each part of the service needs. If a breach affects your personal data, we notify you and the authorities within ${LIMITS.breachNoticeHours} hours.`,
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          `You can delete single sessions or your whole history at any time, and delete your account from the account menu. For any other request, write to us; we answer within ${LIMITS.supportResponseHours} hours.`,
          `${PRODUCT_NAME} is not meant for children under ${LIMITS.minimumAgeTerms}.`,
        ],
      },
      { heading: 'Contact', paragraphs: [`Questions about privacy: ${email}.`] },
    ],
  };
}
