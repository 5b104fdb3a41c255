import { PRODUCT_NAME } from '@untangle/contracts';
import { LifeBuoy, Mail, MessageSquareHeart } from 'lucide-react';
import { SUPPORT_EMAIL } from '../../../app/config';
import { Card } from '../../../components/ui/Card';
import { useDocumentTitle } from '../../../lib/use-document-title';

const CARDS = [
  {
    title: 'General Inquiries',
    text: `Questions about ${PRODUCT_NAME}, partnerships or press.`,
    subject: 'General inquiry',
    Icon: Mail,
  },
  {
    title: 'Support Requests',
    text: 'Trouble with your account, a restructure or your subscription.',
    subject: 'Support request',
    Icon: LifeBuoy,
  },
  {
    title: 'Feedback and Suggestions',
    text: 'Ideas that would make the product better for you.',
    subject: 'Feedback',
    Icon: MessageSquareHeart,
  },
] as const;

/** Contact by e-mail only: no form, just the support address. */
export function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Contact Us</h1>
      <p className="mt-3 text-slate-600">
        We are reachable by e-mail only. We respond within 1-2 business days.
      </p>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {CARDS.map(({ title, text, subject, Icon }) => (
          <li key={title}>
            <Card className="flex h-full flex-col p-5">
              <Icon className="h-6 w-6 text-indigo-700" aria-hidden="true" />
              <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
              <p className="mt-1 flex-1 text-sm text-slate-600">{text}</p>
              <a
                href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`}
                className="mt-4 rounded text-sm font-medium break-all text-indigo-700 underline underline-offset-4 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                {SUPPORT_EMAIL}
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </main>
  );
}
