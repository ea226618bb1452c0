import { emailVerifierContract } from '../../../../tests/contract/email-verifier.contract.ts'
import { SmtpEmailVerifier } from './smtp-email-verifier.ts'
import { DEFAULT_VERIFIER_SETTINGS } from './verifier-settings.ts'

// The checks that need no mail server; the mail world's cases are in smtp-email-verifier.test.ts. The
// DNS server named here does not exist: nothing in this contract may ask it.
emailVerifierContract(
  'SMTP',
  () =>
    new SmtpEmailVerifier({ ...DEFAULT_VERIFIER_SETTINGS, dnsServers: ['127.0.0.1:9'], dnsTimeoutMs: 200 }),
  Date.now,
)
