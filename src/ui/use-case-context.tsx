import { createContext, type ReactNode, useContext } from 'react'
import type { UseCaseResolver } from '../composition/browser.container.ts'
import type { Token } from '../composition/tokens.ts'

const UseCaseContext = createContext<UseCaseResolver | null>(null)

export const UseCaseProvider = ({
  resolver,
  children,
}: {
  resolver: UseCaseResolver
  children: ReactNode
}) => <UseCaseContext.Provider value={resolver}>{children}</UseCaseContext.Provider>

/**
 * Components reach the container only through this hook, by token: use cases, and the areas' gateways
 * with the access token applied (DESIGN rule 8).
 */
export const useUseCase = <Value,>(token: Token<Value>): Value => {
  const resolver = useContext(UseCaseContext)
  if (!resolver) throw new Error('useUseCase needs a UseCaseProvider above it')
  return resolver.get(token)
}
