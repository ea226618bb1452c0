import { PanelLeft } from 'lucide-react'
import { Slot } from 'radix-ui'
import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react'
import { cn } from '../../lib/cn.ts'
import { useOpenedOnce } from '../../lib/use-opened-once.ts'
import { Button } from './button.tsx'
import { useSidebar } from './sidebar-provider.tsx'

// The drawer and the icon rail's tooltips load when first needed (a dashboard page's arrival budget,
// tests/architecture/dashboard-budget.ts): both are Radix primitives most visits never show.
const SidebarSheet = lazy(() =>
  import('./sidebar-sheet.tsx').then((module) => ({ default: module.SidebarSheet })),
)
const SidebarTooltip = lazy(() =>
  import('./sidebar-tooltip.tsx').then((module) => ({ default: module.SidebarTooltip })),
)

// The sidebar in shadcn's shape; its state lives in sidebar-provider.tsx, its constants in sidebar-state.ts.
export { SidebarProvider, useIsMobile, useSidebar } from './sidebar-provider.tsx'

/**
 * The sidebar: on the left, full width or an icon rail; under the breakpoint a drawer (a Radix dialog:
 * focus trapped, Escape closes). `title` names the drawer for screen readers, and the rail's landmark
 * (an aside: the brand and the user menu around the navigation belong to a landmark too, issue 29).
 */
export const Sidebar = ({
  title,
  closeLabel,
  className,
  children,
  ...props
}: ComponentProps<'aside'> & { title: string; closeLabel: string }) => {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar()
  const drawerOpened = useOpenedOnce(isMobile && openMobile)
  if (isMobile)
    return drawerOpened ? (
      <Suspense fallback={null}>
        <SidebarSheet open={openMobile} onOpenChange={setOpenMobile} title={title} closeLabel={closeLabel}>
          {children}
        </SidebarSheet>
      </Suspense>
    ) : null
  return (
    <div
      className="group peer hidden text-slate-700 md:block"
      data-slot="sidebar"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
    >
      {/* Keeps the content beside the fixed panel, and animates with it. */}
      <div className="relative w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <aside
        aria-label={title}
        className={cn(
          'fixed inset-y-0 left-0 z-10 hidden h-dvh w-(--sidebar-width) border-r border-slate-200 bg-slate-50 transition-[width] duration-200 ease-linear md:flex group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
        {...props}
      >
        <div data-sidebar="sidebar" className="flex h-full w-full flex-col">
          {children}
        </div>
      </aside>
    </div>
  )
}

/** The button that opens or collapses the sidebar (the drawer on narrow screens). */
export const SidebarTrigger = ({
  label,
  className,
  ...props
}: ComponentProps<'button'> & { label: string }) => {
  const { toggleSidebar, isMobile, state, openMobile } = useSidebar()
  return (
    <Button
      variant="ghost"
      size="sm"
      className={cn('size-8 px-0', className)}
      aria-label={label}
      aria-expanded={isMobile ? openMobile : state === 'expanded'}
      onClick={toggleSidebar}
      {...props}
    >
      <PanelLeft aria-hidden />
    </Button>
  )
}

/** The page's column beside the sidebar. */
export const SidebarInset = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('relative flex min-w-0 flex-1 flex-col bg-white', className)} {...props} />
)

export const SidebarHeader = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />
)

export const SidebarFooter = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('mt-auto flex flex-col gap-2 border-t border-slate-200 p-2', className)} {...props} />
)

export const SidebarContent = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn(
      'flex min-h-0 flex-1 flex-col gap-1 overflow-auto group-data-[collapsible=icon]:overflow-hidden',
      className,
    )}
    {...props}
  />
)

export const SidebarGroup = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('relative flex w-full min-w-0 flex-col p-2', className)} {...props} />
)

/** Fades out on the icon rail; it still names its group for screen readers. */
export const SidebarGroupLabel = ({ className, ...props }: ComponentProps<'div'>) => (
  <div
    className={cn(
      'flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-slate-500 transition-[margin,opacity] duration-200 ease-linear group-data-[collapsible=icon]:pointer-events-none group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0',
      className,
    )}
    {...props}
  />
)

export const SidebarMenu = ({ className, ...props }: ComponentProps<'ul'>) => (
  <ul className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />
)

export const SidebarMenuItem = ({ className, ...props }: ComponentProps<'li'>) => (
  <li className={cn('relative', className)} {...props} />
)

const menuButtonClass =
  'flex h-8 w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm text-slate-700 outline-none transition-[width,height,padding] hover:bg-slate-200/70 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:bg-brand-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-700 data-[active=true]:bg-brand-50 data-[active=true]:font-medium data-[active=true]:text-brand-700 group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2! group-data-[collapsible=icon]:[&>*:not(:first-child)]:sr-only [&>span]:truncate [&>svg]:size-4 [&>svg]:shrink-0'

/**
 * One entry: a button, or with `asChild` a link (a router link marks the current page with
 * aria-current, which is styled here). On the icon rail only the first child (the icon) shows, the rest
 * is only read out, and `tooltip` shows the label on hover or focus.
 */
export const SidebarMenuButton = ({
  asChild = false,
  isActive,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip?: ReactNode }) => {
  const { state, isMobile } = useSidebar()
  const Component = asChild ? Slot.Root : 'button'
  const button = (
    <Component
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(menuButtonClass, className)}
      {...props}
    />
  )
  if (tooltip === undefined || state !== 'collapsed' || isMobile) return button
  return (
    <Suspense fallback={button}>
      <SidebarTooltip content={tooltip}>{button}</SidebarTooltip>
    </Suspense>
  )
}
