import { useState } from 'react'
import { cn } from '../../lib/cn.ts'

/** A company's logo, or its initial where there is none or it fails to load. Decorative: the name is beside it. */
export const CompanyLogo = ({
  name,
  logoUrl,
  className,
}: {
  name: string
  logoUrl: string | null
  className?: string
}) => {
  const [broken, setBroken] = useState(false)
  const box = cn(
    'flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-md bg-brand-100 text-sm font-semibold text-brand-700',
    className,
  )
  if (logoUrl !== null && !broken)
    return (
      <span className={box} aria-hidden>
        <img src={logoUrl} alt="" className="size-full object-contain" onError={() => setBroken(true)} />
      </span>
    )
  return (
    <span className={box} aria-hidden>
      {[...name.trim()][0]?.toUpperCase() ?? '?'}
    </span>
  )
}
