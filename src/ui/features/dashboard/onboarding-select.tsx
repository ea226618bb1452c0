import type { ReactNode } from 'react'

/** One question of the onboarding dialog: a labelled native select (keyboard and screen readers for free). */
export const OnboardingSelect = <Value extends string>({
  id,
  label,
  value,
  isValue,
  onChange,
  children,
}: {
  id: string
  label: string
  value: Value
  /** The field's enumeration: only its values are taken from the select. */
  isValue: (value: unknown) => value is Value
  onChange: (value: Value) => void
  children: ReactNode
}) => (
  <div className="grid gap-1.5">
    <label htmlFor={id} className="text-sm font-medium text-slate-800">
      {label}
    </label>
    <select
      id={id}
      name={id}
      value={value}
      onChange={(event) => {
        if (isValue(event.target.value)) onChange(event.target.value)
      }}
      className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40"
    >
      {children}
    </select>
  </div>
)
