/** The picture an alert may show (`showImage`): a stack of credits beside an empty gauge. */
export const AlertIllustration = () => (
  <svg viewBox="0 0 160 96" aria-hidden className="mx-auto h-24 w-40">
    <rect x="8" y="8" width="144" height="80" rx="16" fill="var(--color-brand-50)" />
    <ellipse cx="58" cy="66" rx="22" ry="7" fill="var(--color-brand-100)" />
    <ellipse cx="58" cy="56" rx="22" ry="7" fill="var(--color-brand-500)" />
    <ellipse cx="58" cy="46" rx="22" ry="7" fill="var(--color-brand-600)" />
    <ellipse cx="58" cy="44" rx="14" ry="3.5" fill="none" stroke="#fff" strokeWidth="2" opacity="0.6" />
    <path d="M92 64a22 22 0 0 1 44 0" fill="none" stroke="var(--color-brand-100)" strokeWidth="8" />
    <path d="M92 64a22 22 0 0 1 6-15" fill="none" stroke="#f59e0b" strokeWidth="8" strokeLinecap="round" />
    <path d="M114 64l-12-10" stroke="#0f172a" strokeWidth="3" strokeLinecap="round" />
    <circle cx="114" cy="64" r="4" fill="#0f172a" />
  </svg>
)
