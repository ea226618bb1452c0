import { LegalDocument } from './legal-document.tsx'

export const TermsPage = () => <LegalDocument doc="terms" />
