import type { Container } from 'inversify'

/** Binds the dashboard's company use cases. */
export const bindCompanyArea = (_container: Container): void => {}
