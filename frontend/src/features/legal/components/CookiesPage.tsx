import { SUPPORT_EMAIL } from '../../../app/config';
import { cookiePolicy } from '../content/cookies';
import { LegalDocument } from './LegalDocument';

export function CookiesPage() {
  return <LegalDocument content={cookiePolicy(SUPPORT_EMAIL)} />;
}
