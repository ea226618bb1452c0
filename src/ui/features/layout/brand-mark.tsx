/** The product logo: a lens over a contact card. */
export const BrandMark = ({ className = 'size-8' }: { className?: string }) => (
  <svg viewBox="0 0 32 32" aria-hidden className={className}>
    <rect width="32" height="32" rx="8" fill="var(--color-brand-600)" />
    <circle cx="14" cy="14" r="7" fill="none" stroke="#fff" strokeWidth="3" />
    <path d="M19 19l6 6" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
  </svg>
)
