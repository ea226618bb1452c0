import type { CSSProperties, ReactNode } from 'react'
import { Sheet, SheetContent, SheetTitle } from './sheet.tsx'
import { SIDEBAR_WIDTH_MOBILE } from './sidebar-state.ts'

/**
 * The sidebar as a drawer under the breakpoint (a Radix dialog: focus trapped, Escape closes). Its own
 * module, loaded when the drawer is first opened: a dashboard page does not carry Radix's dialog.
 */
export const SidebarSheet = ({
  open,
  onOpenChange,
  title,
  closeLabel,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  closeLabel: string
  children: ReactNode
}) => (
  <Sheet open={open} onOpenChange={onOpenChange}>
    <SheetContent
      side="left"
      closeLabel={closeLabel}
      aria-describedby={undefined}
      data-slot="sidebar"
      data-mobile="true"
      className="w-(--sidebar-width) max-w-[calc(100%-3rem)] gap-0 bg-slate-50 p-0"
      style={{ '--sidebar-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
    >
      <SheetTitle className="sr-only">{title}</SheetTitle>
      <div className="flex h-full w-full flex-col">{children}</div>
    </SheetContent>
  </Sheet>
)
