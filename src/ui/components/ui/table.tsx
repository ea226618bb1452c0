import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { ScrollBox } from './scroll-box.tsx'

/** A data table that scrolls sideways inside its own box on narrow screens (reachable by keyboard). */
export const Table = ({ className, ...props }: ComponentProps<'table'>) => (
  <ScrollBox
    label={props['aria-label']}
    className="relative w-full rounded-xl border border-slate-200 bg-white"
  >
    <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
  </ScrollBox>
)

export const TableHeader = ({ className, ...props }: ComponentProps<'thead'>) => (
  <thead className={cn('bg-slate-50 [&_tr]:border-b', className)} {...props} />
)

export const TableBody = ({ className, ...props }: ComponentProps<'tbody'>) => (
  <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />
)

export const TableRow = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr
    className={cn('border-b border-slate-200 transition-colors hover:bg-slate-50/60', className)}
    {...props}
  />
)

export const TableHead = ({ className, ...props }: ComponentProps<'th'>) => (
  <th
    className={cn(
      'h-10 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase',
      className,
    )}
    {...props}
  />
)

export const TableCell = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />
)

export const TableCaption = ({ className, ...props }: ComponentProps<'caption'>) => (
  <caption className={cn('mt-3 text-sm text-slate-500', className)} {...props} />
)
