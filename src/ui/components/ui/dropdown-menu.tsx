import { DropdownMenu as MenuPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

/**
 * A menu behind a button (Radix): arrow keys move, Escape closes, focus returns to the button. Not modal:
 * a modal menu marks the rest of the page aria-hidden while focusable things stay in it (the app's root
 * hidden under the open user menu, issue 29), and a menu closes on Escape, Tab or a press outside anyway.
 */
export const DropdownMenu = (props: ComponentProps<typeof MenuPrimitive.Root>) => (
  <MenuPrimitive.Root modal={false} {...props} />
)
export const DropdownMenuTrigger = MenuPrimitive.Trigger
export const DropdownMenuGroup = MenuPrimitive.Group

/**
 * `container`: where the open menu is put in the page (default: the end of <body>). A menu opened from
 * a landmark (the sidebar) belongs in it: content outside every landmark is lost to a screen reader's
 * landmark navigation (axe region, issue 29).
 */
export const DropdownMenuContent = ({
  className,
  sideOffset = 6,
  container,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content> & { readonly container?: HTMLElement | null }) => (
  <MenuPrimitive.Portal container={container}>
    <MenuPrimitive.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-48 overflow-hidden rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg',
        className,
      )}
      {...props}
    />
  </MenuPrimitive.Portal>
)

export const DropdownMenuItem = ({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) => (
  <MenuPrimitive.Item
    className={cn(
      'flex cursor-default select-none items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none data-highlighted:bg-slate-100 data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-500',
      className,
    )}
    {...props}
  />
)

export const DropdownMenuLabel = ({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) => (
  <MenuPrimitive.Label className={cn('px-2 py-1.5 text-sm font-normal', className)} {...props} />
)

export const DropdownMenuSeparator = ({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) => (
  <MenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-slate-200', className)} {...props} />
)
