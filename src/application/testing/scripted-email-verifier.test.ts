import { emailVerifierContract } from '../../../tests/contract/email-verifier.contract.ts'
import { ScriptedEmailVerifier } from './scripted-email-verifier.ts'

emailVerifierContract('scripted', () => new ScriptedEmailVerifier({}, {}, Date.now), Date.now)
