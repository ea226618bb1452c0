import type { Container } from 'inversify'

/** Binds the dashboard's billing use cases. */
export const bindBillingArea = (_container: Container): void => {}
