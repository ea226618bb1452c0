import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export const Card = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn('rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-sm', className)}
    {...props}
  />
)

export const CardHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />
)

/** A card's title; pass `asChild`-free heading level through `as` to keep the page outline right. */
export const CardTitle = ({
  className,
  as: Heading = 'h3',
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' }) => (
  <Heading className={cn('text-lg font-semibold leading-tight', className)} {...props} />
)

export const CardDescription = ({ className, ...props }: ComponentProps<'p'>) => (
  <p className={cn('text-sm text-slate-600', className)} {...props} />
)

export const CardContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('px-6 pb-6', className)} {...props} />
)

export const CardFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex items-center gap-3 px-6 pb-6', className)} {...props} />
)
