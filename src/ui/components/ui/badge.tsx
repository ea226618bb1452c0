import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3',
  {
    variants: {
      variant: {
        brand: 'bg-brand-50 text-brand-700 ring-1 ring-brand-100 ring-inset',
        neutral: 'bg-slate-100 text-slate-700',
        success: 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200 ring-inset',
        warning: 'bg-amber-50 text-amber-800 ring-1 ring-amber-200 ring-inset',
        danger: 'bg-red-50 text-red-700 ring-1 ring-red-200 ring-inset',
        outline: 'text-slate-700 ring-1 ring-slate-300 ring-inset',
      },
    },
    defaultVariants: { variant: 'brand' },
  },
)

export const Badge = ({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) => (
  <span className={cn(badgeVariants({ variant }), className)} {...props} />
)
