import type { FastifyInstance } from 'fastify'
import type { JSONWebKeySet } from 'jose'
import type { Logger } from 'pino'
import type { Authenticate } from '../adapters/server/api/routing/register-routes.ts'
import type { AnyRoute } from '../adapters/server/api/routing/route.ts'
import type { ServerConfig } from '../adapters/server/config/server-config.ts'
import type { EmbeddedIdentity } from '../adapters/server/identity/identity.plugin.ts'
import type { IdentitySecrets } from '../adapters/server/identity/identity-secrets.ts'
import type { SandboxPaymentProvider } from '../adapters/server/payments/sandbox-payment-provider.ts'
import type { OpenDatabase } from '../adapters/server/persistence/open-database.ts'
import type { AuthenticateAccount } from '../application/server/authenticate-account.use-case.ts'
import type { CancelSubscription } from '../application/server/cancel-subscription.use-case.ts'
import type { CompleteOnboarding } from '../application/server/complete-onboarding.use-case.ts'
import type { CreateFirstAccounts } from '../application/server/create-first-accounts.use-case.ts'
import type { CreateInvitation } from '../application/server/create-invitation.use-case.ts'
import type { DeleteInvitation } from '../application/server/delete-invitation.use-case.ts'
import type { ExportRevealedContacts } from '../application/server/export-revealed-contacts.use-case.ts'
import type { GetOrder } from '../application/server/get-order.use-case.ts'
import type { GetStats } from '../application/server/get-stats.use-case.ts'
import type { GetSubscription } from '../application/server/get-subscription.use-case.ts'
import type { GetUserInfo } from '../application/server/get-user-info.use-case.ts'
import type { GrantCustomCredits } from '../application/server/grant-custom-credits.use-case.ts'
import type { InvitationUsageHistory } from '../application/server/invitation-usage-history.use-case.ts'
import type { ListAuditLog } from '../application/server/list-audit-log.use-case.ts'
import type { ListCreditLog } from '../application/server/list-credit-log.use-case.ts'
import type { ListInvitations } from '../application/server/list-invitations.use-case.ts'
import type { ListUsers } from '../application/server/list-users.use-case.ts'
import type { PlaceOrder } from '../application/server/place-order.use-case.ts'
import type { AccessTokenVerifier } from '../application/server/ports/access-token-verifier.port.ts'
import type { AccountRepository } from '../application/server/ports/account.repository.port.ts'
import type { AuditLogRepository } from '../application/server/ports/audit-log.repository.port.ts'
import type { BillingRepository } from '../application/server/ports/billing.repository.port.ts'
import type { Clock } from '../application/server/ports/clock.port.ts'
import type { ContactAccessRepository } from '../application/server/ports/contact-access.repository.port.ts'
import type { ContactSource } from '../application/server/ports/contact-source.port.ts'
import type { CreditLedgerRepository } from '../application/server/ports/credit-ledger.repository.port.ts'
import type { IdGenerator } from '../application/server/ports/id-generator.port.ts'
import type { InvitationRepository } from '../application/server/ports/invitation.repository.port.ts'
import type { PasswordHasher } from '../application/server/ports/password-hasher.port.ts'
import type { PaymentProvider, ReturnLinks } from '../application/server/ports/payment-provider.port.ts'
import type { Random } from '../application/server/ports/random.port.ts'
import type { SearchLogRepository } from '../application/server/ports/search-log.repository.port.ts'
import type { UserRepository } from '../application/server/ports/user.repository.port.ts'
import type { RevealProfile } from '../application/server/reveal-profile.use-case.ts'
import type { SearchCompanies } from '../application/server/search-companies.use-case.ts'
import type { SearchHistory } from '../application/server/search-history.use-case.ts'
import type { SetInvitationStatus } from '../application/server/set-invitation-status.use-case.ts'
import type { SettleOrder } from '../application/server/settle-order.use-case.ts'
import type { SignInUser } from '../application/server/sign-in-user.use-case.ts'
import type { SignUpAccount } from '../application/server/sign-up-account.use-case.ts'
import type { UpdateInvitation } from '../application/server/update-invitation.use-case.ts'
import type { ValidateInviteCode } from '../application/server/validate-invite-code.use-case.ts'
import type { ViewCompanyMembers } from '../application/server/view-company-members.use-case.ts'
import { OptOutServerTokens } from './server/opt-out.tokens.ts'
import { token } from './token.ts'

/**
 * Service identifiers for both containers. A token carries the type it resolves to, so
 * `container.get(T.Clock)` is typed without a cast at the call site.
 */
export type { Token } from './token.ts'

/** Server side. */
export const ServerTokens = {
  Config: token<ServerConfig>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  Ids: token<IdGenerator>('Ids'),
  Random: token<Random>('Random'),
  // Persistence (bound asynchronously: the database is opened and migrated first).
  Database: token<OpenDatabase>('Database'),
  CreditLedger: token<CreditLedgerRepository>('CreditLedger'),
  Users: token<UserRepository>('Users'),
  ContactSource: token<ContactSource>('ContactSource'),
  ContactAccess: token<ContactAccessRepository>('ContactAccess'),
  SearchLog: token<SearchLogRepository>('SearchLog'),
  Invitations: token<InvitationRepository>('Invitations'),
  Billing: token<BillingRepository>('Billing'),
  AuditLog: token<AuditLogRepository>('AuditLog'),
  // Payments
  SandboxPayments: token<SandboxPaymentProvider>('SandboxPayments'),
  PaymentProvider: token<PaymentProvider>('PaymentProvider'),
  ReturnLinks: token<ReturnLinks>('ReturnLinks'),
  // Identity
  TokenVerifier: token<AccessTokenVerifier>('TokenVerifier'),
  /** The keys access tokens are checked with, when the service holds them (embedded provider); else null. */
  TokenKeys: token<JSONWebKeySet | null>('TokenKeys'),
  // The embedded identity provider
  Accounts: token<AccountRepository>('Accounts'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  IdentitySecrets: token<IdentitySecrets>('IdentitySecrets'),
  SignUpAccount: token<SignUpAccount>('SignUpAccount'),
  AuthenticateAccount: token<AuthenticateAccount>('AuthenticateAccount'),
  CreateFirstAccounts: token<CreateFirstAccounts>('CreateFirstAccounts'),
  /** Null when an external issuer is configured. */
  EmbeddedIdentity: token<EmbeddedIdentity | null>('EmbeddedIdentity'),
  // Use cases
  SignInUser: token<SignInUser>('SignInUser'),
  GetUserInfo: token<GetUserInfo>('GetUserInfo'),
  CompleteOnboarding: token<CompleteOnboarding>('CompleteOnboarding'),
  RevealProfile: token<RevealProfile>('RevealProfile'),
  SearchCompanies: token<SearchCompanies>('SearchCompanies'),
  ViewCompanyMembers: token<ViewCompanyMembers>('ViewCompanyMembers'),
  SearchHistory: token<SearchHistory>('SearchHistory'),
  ExportRevealedContacts: token<ExportRevealedContacts>('ExportRevealedContacts'),
  GetStats: token<GetStats>('GetStats'),
  ListInvitations: token<ListInvitations>('ListInvitations'),
  CreateInvitation: token<CreateInvitation>('CreateInvitation'),
  UpdateInvitation: token<UpdateInvitation>('UpdateInvitation'),
  DeleteInvitation: token<DeleteInvitation>('DeleteInvitation'),
  SetInvitationStatus: token<SetInvitationStatus>('SetInvitationStatus'),
  InvitationUsageHistory: token<InvitationUsageHistory>('InvitationUsageHistory'),
  ValidateInviteCode: token<ValidateInviteCode>('ValidateInviteCode'),
  PlaceOrder: token<PlaceOrder>('PlaceOrder'),
  SettleOrder: token<SettleOrder>('SettleOrder'),
  GetOrder: token<GetOrder>('GetOrder'),
  GetSubscription: token<GetSubscription>('GetSubscription'),
  CancelSubscription: token<CancelSubscription>('CancelSubscription'),
  ListCreditLog: token<ListCreditLog>('ListCreditLog'),
  ListUsers: token<ListUsers>('ListUsers'),
  GrantCustomCredits: token<GrantCustomCredits>('GrantCustomCredits'),
  ListAuditLog: token<ListAuditLog>('ListAuditLog'),
  // HTTP
  Authenticate: token<Authenticate>('Authenticate'),
  ApiRoutes: token<readonly AnyRoute[]>('ApiRoutes'),
  HttpApp: token<FastifyInstance>('HttpApp'),
  // Opt-out: mail, the suppression list and its use cases
  ...OptOutServerTokens,
} as const
