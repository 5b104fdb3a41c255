import { LIMITS, PLANS, PRODUCT_NAME } from '@untangle/contracts';
import type { LegalDocumentContent } from './legal-types';

export function termsOfService(email: string): LegalDocumentContent {
  return {
    title: 'Terms of Service',
    intro: `These terms govern your use of ${PRODUCT_NAME}. By using the service you accept them.`,
    sections: [
      {
        heading: 'Who may use the service',
        paragraphs: [`You must be at least ${LIMITS.minimumAgeTerms} years old to use ${PRODUCT_NAME}.`],
      },
      {
        heading: 'Plans',
        items: [
          `Free Plan: $${PLANS.free.priceUsdPerMonth}; ${PLANS.free.monthlyRestructures} restructures per month of up to ${PLANS.free.maxChars} characters each, with a basic AI model.`,
          `Pro Plan: $${PLANS.pro.priceUsdPerMonth} per month; unlimited restructures of up to ${PLANS.pro.maxChars} characters each, a premium AI model, priority processing, session history and export.`,
        ],
      },
      {
        heading: 'Billing and cancellation',
        items: [
          'Pro is billed monthly in advance.',
          'You can cancel at any time. Cancellation keeps your Pro access until the end of the period you paid for; there are no refunds for partial months.',
          `If a payment fails, Pro stays active for ${LIMITS.failedPaymentDowngradeDays} days; after that your account moves to the Free Plan.`,
          `We announce price changes at least ${LIMITS.priceChangeNoticeDays} days in advance, and existing subscribers keep their current price for at least ${LIMITS.priceChangeGrandfatherDays} days.`,
        ],
      },
      {
        heading: 'Your content',
        paragraphs: [
          'You keep all rights to the text you submit and to the results. You give us only the permission needed to process and store it for you.',
          'AI results can contain mistakes. Review them before you rely on them.',
        ],
      },
      {
        heading: 'Acceptable use',
        items: [
          'Do not submit content you have no right to use, or content that is unlawful.',
          'Do not try to break, overload or get around the limits of the service.',
        ],
      },
      {
        heading: 'Liability',
        paragraphs: [
          `To the extent the law allows, our total liability is limited to the payments you made to ${PRODUCT_NAME} in the past 12 months.`,
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          `We may update these terms and will tell you about important changes. Questions: ${email}.`,
        ],
      },
    ],
  };
}
