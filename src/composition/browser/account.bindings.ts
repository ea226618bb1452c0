import type { Container } from 'inversify'

/** Binds the dashboard's account use cases. */
export const bindAccountArea = (_container: Container): void => {}
