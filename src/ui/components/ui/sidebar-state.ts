// SPEC §9: the sidebar's sizes, breakpoint and the cookie that keeps its state for 7 days.
export const SIDEBAR_WIDTH = '16rem'
export const SIDEBAR_WIDTH_MOBILE = '18rem'
export const SIDEBAR_WIDTH_ICON = '3rem'
/** Under this many pixels wide the sidebar is a slide-in drawer. */
export const SIDEBAR_MOBILE_BREAKPOINT = 768
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b'
export const SIDEBAR_COOKIE_NAME = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7

export type SidebarState = 'expanded' | 'collapsed'

/**
 * The sidebar's state from a `document.cookie` string: collapsed only when the cookie says `false`
 * (shadcn's values), expanded otherwise, so a missing or mangled cookie never hides the navigation.
 */
export const readSidebarCookie = (cookies: string): SidebarState => {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    if (part.slice(0, separator).trim() !== SIDEBAR_COOKIE_NAME) continue
    return part.slice(separator + 1).trim() === 'false' ? 'collapsed' : 'expanded'
  }
  return 'expanded'
}

/** The `document.cookie` assignment that saves a state for 7 days, site-wide. */
export const sidebarCookie = (state: SidebarState): string =>
  `${SIDEBAR_COOKIE_NAME}=${state === 'expanded'}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`
