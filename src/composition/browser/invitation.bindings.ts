import type { Container } from 'inversify'

/** Binds the dashboard's invitation use cases. */
export const bindInvitationArea = (_container: Container): void => {}
