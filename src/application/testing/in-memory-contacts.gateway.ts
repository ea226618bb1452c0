import { type RevealWant, wantedParts } from '../../domain/companies/reveal-choice.ts'
import { maskEmail, maskPhone } from '../../domain/contacts/mask.ts'
import type { CreditKind } from '../../domain/credits/credit-kind.ts'
import type { EmailVerdict } from '../../domain/email/email-verdict.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type {
  BounceReport,
  ContactParts,
  ContactsCallFailed,
  ContactsFailure,
  ContactsGateway,
  CreditCost,
  ProfileContacts,
} from '../browser/ports/contacts.gateway.port.ts'

/** A person the fake service holds. */
export type FakePerson = {
  readonly linkedinId: string
  readonly name: string
  readonly title: string | null
  readonly company: string | null
  readonly emails: readonly string[]
  /** E.164. */
  readonly phones: readonly string[]
  /** The first phone is on WhatsApp. */
  readonly whatsappValid: boolean
  /** Each email's verdict and date; absent: `valid`, checked on FAKE_CHECKED_AT. */
  readonly emailVerdicts?: Readonly<
    Record<
      string,
      { readonly verdict: EmailVerdict; readonly checkedAt: string; readonly recheckPending?: boolean }
    >
  >
}

/** When the fake's emails were last checked, unless a person says otherwise. */
export const FAKE_CHECKED_AT = '2026-10-01T09:00:00.000Z'

/** Credits left, by kind: a new user has the 10 free trial credits (search: members pages). */
export type FakeWallet = { free: number; lead: number; email: number; phone: number; search: number }

type Account = {
  readonly wallet: FakeWallet
  readonly revealed: Map<string, ContactParts>
  /** Which kind of credit paid for each person's emails (the one a bounce gives back). */
  readonly emailsPaidBy: Map<string, CreditKind>
  readonly bounces: Set<string>
}

const NOTHING: ContactParts = { emails: false, phones: false }
const FREE: CreditCost = { credits: 0, charges: [] }

/**
 * The contacts service in memory, keeping PRODUCT.md's rules in small: the cost is quoted first; a lead
 * credit pays for emails and phones together, else emails are paid by an email credit and phones by a
 * phone credit, what those cannot pay by one free credit; only the wanted parts (`want`) are paid for; a
 * part nothing can pay stays masked; nothing is charged twice or for nothing; no credit at all is a 429.
 * Tokens are user names given out by `tokenFor`; any other token is refused (401).
 */
export class InMemoryContactsGateway implements ContactsGateway {
  private readonly people = new Map<string, FakePerson>()
  private readonly accounts = new Map<string, Account>()
  private readonly rechecks = new Map<string, EmailVerdict>()
  /** The fake's clock, for the dates of its re-checks. */
  now: () => number = () => Date.parse('2026-11-25T12:00:00.000Z')
  /** Every call, in order, for tests that check what was asked. */
  readonly calls: {
    readonly method: 'lookUp' | 'reveal'
    readonly profileId: string
    /** As asked; absent when the caller left it to the default ('all'). */
    readonly want?: RevealWant
  }[] = []

  constructor(people: readonly FakePerson[] = []) {
    for (const person of people) this.people.set(person.linkedinId, person)
  }

  /** The token of a user, whose wallet starts as given (the trial by default). */
  tokenFor(user: string, wallet: Partial<FakeWallet> = {}): string {
    if (!this.accounts.has(user))
      this.accounts.set(user, {
        wallet: { free: 10, lead: 0, email: 0, phone: 0, search: 0, ...wallet },
        revealed: new Map(),
        emailsPaidBy: new Map(),
        bounces: new Set(),
      })
    return user
  }

  walletOf(user: string): FakeWallet | undefined {
    return this.accounts.get(user)?.wallet
  }

  /** A person the service holds (the companies fake lists them as members). */
  personOf(linkedinId: string): FakePerson | undefined {
    return this.people.get(linkedinId)
  }

  /** What a user (by token) has revealed of a person. */
  revealedOf(accessToken: string, linkedinId: string): ContactParts {
    return this.accounts.get(accessToken)?.revealed.get(linkedinId) ?? NOTHING
  }

  async lookUp(
    accessToken: string,
    profileId: ProfileId,
    asked?: RevealWant,
  ): Promise<ProfileContacts | ContactsFailure> {
    this.calls.push({ method: 'lookUp', profileId, ...(asked === undefined ? {} : { want: asked }) })
    const want = asked ?? 'all'
    return this.answer(accessToken, profileId, (account, person) => {
      const shown = account.revealed.get(person.linkedinId) ?? NOTHING
      const { cost } = this.quote(account.wallet, this.pending(person, shown, want))
      return this.view(person, shown, cost, FREE)
    })
  }

  async reveal(
    accessToken: string,
    profileId: ProfileId,
    asked?: RevealWant,
  ): Promise<ProfileContacts | ContactsFailure> {
    this.calls.push({ method: 'reveal', profileId, ...(asked === undefined ? {} : { want: asked }) })
    const want = asked ?? 'all'
    return this.answer(accessToken, profileId, (account, person) => {
      const before = account.revealed.get(person.linkedinId) ?? NOTHING
      const pending = this.pending(person, before, want)
      if (!pending.emails && !pending.phones) return this.view(person, before, FREE, FREE)
      const { cost, pays } = this.quote(account.wallet, pending)
      if (cost === null)
        return {
          _tag: 'ContactsCallFailed',
          status: 429,
          code: 'CREDITS_EXCEEDED',
          message: 'Credits Exceeded',
        }
      for (const { kind, quantity } of cost.charges) account.wallet[kind as keyof FakeWallet] -= quantity
      const kinds = cost.charges.map((c) => c.kind)
      const emailPayer = (['email', 'lead', 'free'] as const).find((k) => kinds.includes(k))
      if (pays.emails && emailPayer !== undefined) account.emailsPaidBy.set(person.linkedinId, emailPayer)
      const shown = { emails: before.emails || pays.emails, phones: before.phones || pays.phones }
      account.revealed.set(person.linkedinId, shown)
      const unpaid = (pending.emails && !pays.emails) || (pending.phones && !pays.phones)
      return this.view(person, shown, unpaid ? null : FREE, cost)
    })
  }

  /** What the next bounce report's re-check of `address` says (by default, the verdict it has). */
  willRecheckAs(address: string, verdict: EmailVerdict): void {
    this.rechecks.set(address, verdict)
  }

  async reportBounce(accessToken: string, email: string): Promise<BounceReport | ContactsCallFailed> {
    const account = this.accounts.get(accessToken)
    if (account === undefined)
      return {
        _tag: 'ContactsCallFailed',
        status: 401,
        code: 'UNAUTHENTICATED',
        message: 'User not authenticated',
      }
    const holders = [...this.people.values()].filter(
      (p) => p.emails.includes(email) && account.revealed.get(p.linkedinId)?.emails === true,
    )
    if (holders.length === 0)
      return {
        _tag: 'ContactsCallFailed',
        status: 404,
        code: 'EMAIL_NOT_REVEALED',
        message: 'You have not revealed or found this email address',
      }
    if (account.bounces.has(email))
      return {
        _tag: 'ContactsCallFailed',
        status: 409,
        code: 'BOUNCE_ALREADY_REPORTED',
        message: 'You have already reported this email address',
      }
    account.bounces.add(email)
    const verdict = this.rechecks.get(email) ?? holders[0]?.emailVerdicts?.[email]?.verdict ?? 'valid'
    const checkedAt = new Date(this.now()).toISOString()
    let refunded: CreditCost = FREE
    if (verdict === 'invalid') {
      for (const holder of holders) {
        const kind = account.emailsPaidBy.get(holder.linkedinId)
        if (kind === undefined) continue
        account.emailsPaidBy.delete(holder.linkedinId)
        account.wallet[kind as keyof FakeWallet] += 1
        refunded = { credits: 1, charges: [{ kind, quantity: 1 }] }
        break
      }
      // Marked invalid for everyone: from now on no one is shown it.
      for (const p of this.people.values())
        if (p.emails.includes(email))
          this.people.set(p.linkedinId, { ...p, emails: p.emails.filter((e) => e !== email) })
    } else
      for (const p of this.people.values())
        if (p.emails.includes(email))
          this.people.set(p.linkedinId, {
            ...p,
            emailVerdicts: { ...p.emailVerdicts, [email]: { verdict, checkedAt } },
          })
    return { address: email, verdict, checkedAt, refunded }
  }

  private answer(
    token: string,
    profileId: string,
    then: (account: Account, person: FakePerson) => ProfileContacts | ContactsFailure,
  ): ProfileContacts | ContactsFailure {
    const account = this.accounts.get(token)
    if (account === undefined)
      return {
        _tag: 'ContactsCallFailed',
        status: 401,
        code: 'UNAUTHENTICATED',
        message: 'User not authenticated',
      }
    const person = this.people.get(profileId)
    return person === undefined ? { _tag: 'ProfileNotFound' } : then(account, person)
  }

  private pending(person: FakePerson, shown: ContactParts, want: RevealWant): ContactParts {
    const wanted = wantedParts(want)
    return {
      emails: wanted.emails && person.emails.length > 0 && !shown.emails,
      phones: wanted.phones && person.phones.length > 0 && !shown.phones,
    }
  }

  private quote(wallet: FakeWallet, need: ContactParts): { cost: CreditCost | null; pays: ContactParts } {
    if (!need.emails && !need.phones) return { cost: FREE, pays: NOTHING }
    if (need.emails && need.phones && wallet.lead > 0)
      return { cost: { credits: 1, charges: [{ kind: 'lead', quantity: 1 }] }, pays: need }
    const charges: CreditKind[] = []
    // With one part to pay, a lead credit pays for it when its own kind of credit is gone.
    const payer = (own: 'email' | 'phone'): CreditKind | undefined =>
      wallet[own] > 0 ? own : wallet.lead > 0 ? 'lead' : undefined
    const byEmail = need.emails ? payer('email') : undefined
    const byPhone = need.phones ? payer('phone') : undefined
    if (byEmail !== undefined) charges.push(byEmail)
    if (byPhone !== undefined) charges.push(byPhone)
    const uncovered = (need.emails && byEmail === undefined) || (need.phones && byPhone === undefined)
    const byFree = uncovered && wallet.free > 0
    if (byFree) charges.push('free')
    if (charges.length === 0) return { cost: null, pays: NOTHING }
    return {
      cost: { credits: charges.length, charges: charges.map((kind) => ({ kind, quantity: 1 })) },
      pays: {
        emails: need.emails && (byEmail !== undefined || byFree),
        phones: need.phones && (byPhone !== undefined || byFree),
      },
    }
  }

  private view(
    person: FakePerson,
    shown: ContactParts,
    cost: CreditCost | null,
    charged: CreditCost,
  ): ProfileContacts {
    return {
      linkedinId: person.linkedinId,
      name: person.name,
      title: person.title,
      company: person.company,
      emails: person.emails.map((e) => (shown.emails ? e : maskEmail(e))),
      phones: person.phones.map((p) => (shown.phones ? p : maskPhone(p))),
      whatsappValid: shown.phones && person.phones.length > 0 && person.whatsappValid,
      revealed: shown,
      emailDetails: emailDetailsOf(person, shown),
      available: { emails: person.emails.length, phones: person.phones.length },
      cost,
      charged,
    }
  }
}

/** A person's email details as the service shows them: only once emails are revealed. */
export const emailDetailsOf = (person: FakePerson, shown: ContactParts) =>
  shown.emails
    ? person.emails.map((address) => {
        const known = person.emailVerdicts?.[address]
        return {
          address,
          verdict: known?.verdict ?? ('valid' as const),
          checkedAt: known?.checkedAt ?? FAKE_CHECKED_AT,
          recheckPending: known?.recheckPending ?? false,
        }
      })
    : []
