import type { ReactNode } from 'react'
import { ScrollBox } from '../../components/ui/scroll-box.tsx'
import { cn } from '../../lib/cn.ts'

/** A dashboard table in a card: a caption for screen readers, a header row, and its rows. */
export const LogTable = ({
  caption,
  columns,
  children,
}: {
  caption: string
  columns: readonly { readonly key: string; readonly label: string; readonly numeric?: boolean }[]
  children: ReactNode
}) => (
  <ScrollBox label={caption} className="rounded-xl border border-slate-200 bg-white shadow-sm">
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              scope="col"
              className={cn('px-4 py-3 whitespace-nowrap', column.numeric && 'text-right')}
            >
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  </ScrollBox>
)

export const Cell = ({
  children,
  numeric = false,
  className,
}: {
  children: ReactNode
  numeric?: boolean
  className?: string
}) => (
  <td className={cn('px-4 py-3 align-top', numeric && 'text-right tabular-nums', className)}>{children}</td>
)

/** Shown in place of the table when there is nothing to list. */
export const EmptyLog = ({ children }: { children: ReactNode }) => (
  <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
    {children}
  </p>
)

/** A dashboard page's heading (the layout around it belongs to the dashboard shell). */
export const PageHeader = ({
  title,
  subtitle,
  actions,
}: {
  title: string
  subtitle?: string
  actions?: ReactNode
}) => (
  <header className="flex flex-wrap items-start justify-between gap-4">
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      {subtitle === undefined ? null : <p className="text-sm text-slate-600">{subtitle}</p>}
    </div>
    {actions}
  </header>
)
