/**
 * SPEC §2: "Any address containing /admin counts as an admin page for error handling."
 * Taken literally (a plain substring test, so full URLs and '/administrator' count too), because
 * the expired-session dialog must never be missed on a dashboard page.
 */
export const isAdminPage = (path: string | undefined): boolean => path?.includes('/admin') ?? false
