import { LegalDocument } from './legal-document.tsx'

export const PrivacyPage = () => <LegalDocument doc="privacy" />
