import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { SessionTokens as T } from '../../composition/browser/session.area.ts'
import { ExtensionTokens } from '../../composition/extension/tab.area.ts'
import { useUseCase } from '../../ui/use-case-context.tsx'

const USER_KEY = ['extension-user'] as const

/**
 * What the popup shows depends on two things: the tab under it (a profile or not) and who is signed in.
 * A session that cannot be renewed signs the extension out, so the popup offers to sign in again.
 */
export const usePopupSubject = () => {
  const lookAtTab = useUseCase(ExtensionTokens.LookAtCurrentTab)
  const getUser = useUseCase(T.GetCurrentUser)
  const signOutOf = useUseCase(T.SignOut)
  const sessionExpired = useUseCase(T.SessionExpired)
  const queryClient = useQueryClient()
  const tab = useQuery({ queryKey: ['extension-tab'], queryFn: () => lookAtTab.execute() })
  const user = useQuery({ queryKey: USER_KEY, queryFn: () => getUser.execute() })
  const signOut = useMutation({
    mutationFn: () => signOutOf.execute(),
    // Everything shown was the signed-in user's: nothing of it may stay on screen.
    onSettled: () => queryClient.resetQueries(),
  })
  useEffect(() => sessionExpired.subscribe(() => signOut.mutate()), [sessionExpired, signOut.mutate])
  return {
    tab: tab.data,
    /** undefined while reading; null when no one is signed in. */
    user: user.data,
    signOut: () => signOut.mutate(),
    signingOut: signOut.isPending,
  }
}
