import { LIMITS, PRODUCT_NAME } from '@untangle/contracts';
import type { LegalDocumentContent } from './legal-types';

export function gdprNotice(email: string): LegalDocumentContent {
  return {
    title: 'GDPR',
    intro: `If you are in the European Economic Area or the United Kingdom, the General Data Protection Regulation gives you rights over the personal data ${PRODUCT_NAME} holds about you.`,
    sections: [
      {
        heading: 'Why we process your data',
        items: [
          'To provide the service you asked for (contract): restructuring, history, your account.',
          'To meet legal duties (legal obligation): payment records.',
          'To keep the service secure (legitimate interest): security logs.',
        ],
      },
      {
        heading: 'Your rights',
        items: [
          'Access: get a copy of your data.',
          'Rectification: correct data that is wrong.',
          'Erasure: have your data deleted.',
          'Restriction and objection: limit or object to how we use your data.',
          'Portability: receive your data in a machine-readable format.',
        ],
      },
      {
        heading: 'How to use them',
        paragraphs: [
          `Delete your account at any time with "Delete account" in the account menu; your data is deleted within ${LIMITS.dataDeletionDays} days. For any other request, write to ${email}.`,
          `We answer within ${LIMITS.gdprResponseDays} days. For complex requests this can be extended by ${LIMITS.gdprResponseExtensionDays} days; we tell you if that happens.`,
        ],
      },
      {
        heading: 'Age',
        paragraphs: [
          `In the EEA you must be at least ${LIMITS.minimumAgeGdpr} to consent to our processing of your data.`,
        ],
      },
      {
        heading: 'Breaches and complaints',
        paragraphs: [
          `If a breach puts your data at risk, we notify the supervisory authority and you within ${LIMITS.breachNoticeHours} hours. You can also complain to your local data protection authority.`,
        ],
      },
    ],
  };
}
