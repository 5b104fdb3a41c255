import { SUPPORT_EMAIL } from '../../../app/config';
import { termsOfService } from '../content/terms';
import { LegalDocument } from './LegalDocument';

export function TermsPage() {
  return <LegalDocument content={termsOfService(SUPPORT_EMAIL)} />;
}
