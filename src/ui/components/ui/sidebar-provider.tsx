import {
  type ComponentProps,
  type CSSProperties,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import { cn } from '../../lib/cn.ts'
import { writeCookie } from '../../lib/write-cookie.ts'
import {
  readSidebarCookie,
  SIDEBAR_KEYBOARD_SHORTCUT,
  SIDEBAR_MOBILE_BREAKPOINT,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  type SidebarState,
  sidebarCookie,
} from './sidebar-state.ts'

type SidebarContextValue = {
  /** The desktop sidebar: full width or an icon rail. */
  readonly state: SidebarState
  setOpen(open: boolean): void
  /** The drawer under the breakpoint, a separate flag (SPEC §4): closed on every page load. */
  readonly openMobile: boolean
  setOpenMobile(open: boolean): void
  readonly isMobile: boolean
  toggleSidebar(): void
}

const SidebarContext = createContext<SidebarContextValue | null>(null)

export const useSidebar = (): SidebarContextValue => {
  const sidebar = useContext(SidebarContext)
  if (sidebar === null) throw new Error('useSidebar needs a SidebarProvider above it')
  return sidebar
}

const MOBILE_QUERY = `(max-width: ${SIDEBAR_MOBILE_BREAKPOINT - 1}px)`
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}
/** Narrower than 768 px (SPEC §9). */
export const useIsMobile = (): boolean =>
  useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  )

// Ctrl+B or Cmd+B, as in shadcn: also while typing (a plain input has no use for it). Shift or Alt make
// another shortcut (Ctrl+Shift+B is the browser's bookmarks bar), left to the browser. Autofill sends
// keydown events without a key.
const isToggleShortcut = (event: KeyboardEvent) =>
  typeof event.key === 'string' &&
  event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
  (event.ctrlKey || event.metaKey) &&
  !event.shiftKey &&
  !event.altKey

/** Holds the sidebar's state, saved in a cookie for 7 days and read back on load; Ctrl/Cmd+B toggles. */
export const SidebarProvider = ({ className, style, children, ...props }: ComponentProps<'div'>) => {
  const isMobile = useIsMobile()
  const [state, setState] = useState<SidebarState>(() => readSidebarCookie(document.cookie))
  const [openMobile, setOpenMobile] = useState(false)

  const setOpen = useCallback((open: boolean) => {
    const next: SidebarState = open ? 'expanded' : 'collapsed'
    setState(next)
    writeCookie(sidebarCookie(next))
  }, [])
  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((open) => !open)
    else setOpen(state === 'collapsed')
  }, [isMobile, setOpen, state])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return
      event.preventDefault()
      toggleSidebar()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggleSidebar])

  const value = useMemo<SidebarContextValue>(
    () => ({ state, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [state, setOpen, openMobile, isMobile, toggleSidebar],
  )
  return (
    <SidebarContext.Provider value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={
          {
            '--sidebar-width': SIDEBAR_WIDTH,
            '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
            ...style,
          } as CSSProperties
        }
        className={cn('group/sidebar-wrapper flex min-h-dvh w-full', className)}
        {...props}
      >
        {children}
      </div>
    </SidebarContext.Provider>
  )
}
