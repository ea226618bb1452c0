import type {
  CreatedFirstAccount,
  CreateFirstAccounts,
} from '../../../application/server/create-first-accounts.use-case.ts'

type FirstAccountConfig = {
  readonly username: string
  readonly password: string | undefined
  readonly email: string | undefined
}

export type FirstAccountsConfig = { readonly admin: FirstAccountConfig; readonly demo: FirstAccountConfig }

type Log = { warn(details: object, message: string): void }

const howToSignIn = (created: CreatedFirstAccount, publicUrl: string) => {
  const { username, isAdmin } = created.account
  const who = isAdmin ? 'an administrator' : 'a demo user'
  const variable = isAdmin ? 'ADMIN_PASSWORD' : 'DEMO_PASSWORD'
  const at = `First start: created ${who}. Sign in at ${publicUrl} with username "${username}"`
  // A password the operator chose is not repeated into the log; a generated one has nowhere else to be.
  return created.generatedPassword
    ? `${at} and password "${created.password}". It is shown only this once; set ${variable} to choose your own.`
    : `${at} and the password in ${variable}.`
}

/**
 * On the first start (no account yet) creates the administrator and the demo user and tells the log,
 * once, how to sign in as each. A warning, so it shows at every log level but silent: it needs a person.
 */
export const createFirstAccountsOnStart = async (
  createFirst: CreateFirstAccounts,
  config: FirstAccountsConfig,
  publicUrl: string,
  log: Log,
): Promise<readonly CreatedFirstAccount[]> => {
  const created = await createFirst.execute([
    { ...config.admin, isAdmin: true },
    { ...config.demo, isAdmin: false },
  ])
  for (const account of created)
    log.warn(
      { username: account.account.username, admin: account.account.isAdmin },
      howToSignIn(account, publicUrl),
    )
  return created
}
