import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { InvitationCode } from '../../../application/browser/ports/invitations.gateway.port.ts'
import { BrowserTokens as T } from '../../../composition/tokens.ts'
import type { ErrorContext } from '../../errors/error-context.ts'
import { dataOrThrow, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

const INVITATIONS = ['admin', 'invitations'] as const

/** GET /api/invitation; a failure is toasted (SPEC §8) and leaves the query in its error state. */
export const useInvitationCodes = () => {
  const list = useUseCase(T.ListInvitationCodes)
  const report = useFailureReporter('invitationList')
  return useQuery({ queryKey: INVITATIONS, queryFn: async () => dataOrThrow(await list.execute(), report) })
}

/** The usage of one code, loaded while its dialog is open. */
export const useInvitationUsage = (invitationId: string) => {
  const load = useUseCase(T.LoadInvitationUsage)
  const report = useFailureReporter('invitationUsage')
  return useQuery({
    queryKey: [...INVITATIONS, invitationId, 'usage'],
    queryFn: async () => dataOrThrow(await load.execute(invitationId), report),
  })
}

/**
 * A change to the invite codes: a failure is reported under the call's own context (its toast, or the
 * server's message for create and edit), and success reloads the list.
 */
const useInvitationChange = <Input, Output>(
  context: ErrorContext,
  run: (input: Input) => Promise<Output | CallFailure>,
) => {
  const report = useFailureReporter(context)
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: Input) => dataOrThrow(await run(input), report),
    onSuccess: (output) => {
      // The answer is the invitation as saved: shown at once, then the list is read again.
      if (isInvitation(output))
        client.setQueryData<readonly InvitationCode[]>(INVITATIONS, (list) =>
          list?.map((i) => (i.id === output.id ? output : i)),
        )
      return client.invalidateQueries({ queryKey: INVITATIONS })
    },
  })
}

const isInvitation = (value: unknown): value is InvitationCode =>
  typeof value === 'object' && value !== null && 'inviteCode' in value && 'id' in value

export const useCreateInvitationCode = () => {
  const create = useUseCase(T.CreateInvitationCode)
  return useInvitationChange('invitationCreate', create.execute.bind(create))
}

export const useUpdateInvitationCode = () => {
  const update = useUseCase(T.UpdateInvitationCode)
  return useInvitationChange('invitationUpdate', update.execute.bind(update))
}

export const useDeleteInvitationCode = () => {
  const remove = useUseCase(T.DeleteInvitationCode)
  return useInvitationChange('invitationDelete', remove.execute.bind(remove))
}

export const useSetInvitationCodeStatus = () => {
  const setStatus = useUseCase(T.SetInvitationCodeStatus)
  return useInvitationChange('invitationToggle', setStatus.execute.bind(setStatus))
}
