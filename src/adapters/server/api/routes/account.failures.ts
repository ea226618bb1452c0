import type {
  AccountManagedElsewhere,
  WrongCurrentPassword,
} from '../../../../application/server/change-account.use-case.ts'
import type { InvalidCredentials } from '../../../../domain/identity/credentials.ts'
import { ACCOUNT_CODES } from '../../../http-contract/user.ts'
import { failureTable } from '../routing/failure-table.ts'

/** The account page's failures on the wire (DESIGN rule 10). */
export const refuseAccountChange = failureTable<
  InvalidCredentials | WrongCurrentPassword | AccountManagedElsewhere
>({
  InvalidCredentials: (failure) =>
    failure.field === 'email'
      ? {
          status: 400,
          code: ACCOUNT_CODES.emailInvalid,
          message: 'Enter a valid email address, or leave it empty',
        }
      : {
          status: 400,
          code: ACCOUNT_CODES.passwordWeak,
          message:
            failure.problem === 'password_too_long'
              ? 'The new password is too long: use at most 256 characters'
              : 'The new password is too weak: use at least 8 characters',
        },
  WrongCurrentPassword: {
    status: 400,
    code: ACCOUNT_CODES.passwordWrong,
    message: 'The current password is not right',
  },
  AccountManagedElsewhere: {
    status: 409,
    code: ACCOUNT_CODES.managedElsewhere,
    message: 'Your account is kept by your sign-in provider: change it there',
  },
})
