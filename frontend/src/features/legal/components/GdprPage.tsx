import { SUPPORT_EMAIL } from '../../../app/config';
import { gdprNotice } from '../content/gdpr';
import { LegalDocument } from './LegalDocument';

export function GdprPage() {
  return <LegalDocument content={gdprNotice(SUPPORT_EMAIL)} />;
}
