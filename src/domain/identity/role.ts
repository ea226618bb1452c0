/** SPEC §3 `role`: `admin` marks an administrator; everyone else is a `user`. */
export const ROLES = ['admin', 'user'] as const
export type Role = (typeof ROLES)[number]
