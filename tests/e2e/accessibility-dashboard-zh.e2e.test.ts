import { auditTheDashboardIn } from './support/accessibility-audit.ts'

// Issue 29 §22, signed in, in Chinese: axe over every dashboard page and its main dialogs at 1280 and 390 px
// (support/accessibility-audit.ts says what is audited and how). A file a language, each with its own
// server, so the suite's two browser lanes run both at once.
auditTheDashboardIn('zh')
