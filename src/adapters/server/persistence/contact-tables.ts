/** Companies, people, emails and phones: filled by migration 0003-contacts. */
// biome-ignore lint/complexity/noBannedTypes: filled in by the contact-data work
export type ContactTables = {}
