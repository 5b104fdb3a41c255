import { SUPPORT_EMAIL } from '../../../app/config';
import { privacyPolicy } from '../content/privacy';
import { LegalDocument } from './LegalDocument';

export function PrivacyPage() {
  return <LegalDocument content={privacyPolicy(SUPPORT_EMAIL)} />;
}
