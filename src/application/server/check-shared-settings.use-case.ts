import type { Clock } from './ports/clock.port.ts'
import type { Digest } from './ports/digest.port.ts'
import type { SharedSettingsRepository } from './ports/shared-settings.repository.port.ts'

/** A setting every process of one deployment must share, as this process has it (null: not set). */
export type SharedSetting = { readonly name: string; readonly value: string | null }

/** A shared setting this process has otherwise than the process that started before it. */
export type SettingDisagreement = {
  readonly name: string
  /** When and by which process the other value was recorded. */
  readonly recordedAt: number
  readonly recordedBy: string
}

// 16 hex characters (64 bits) of SHA-256: ample to tell two values apart, and a record in the database
// is no stand-in for a secret (PAYMENT_SECRET has 16 characters at least).
const FINGERPRINT_HEX = 16

/**
 * Issue 32: two processes with different PUBLIC_URLs refuse each other's tokens, with different payment
 * secrets each other's notifications, and nothing said so. At start each process leaves a fingerprint of
 * every shared setting in the shared database and compares with what the process started before it left
 * there: each setting that differs is answered, for the log.
 */
export class CheckSharedSettings {
  constructor(
    private readonly settings: SharedSettingsRepository,
    private readonly digest: Digest,
    private readonly clock: Clock,
    /** This process, as the others' logs will name it. */
    private readonly processName: string,
  ) {}

  async execute(shared: readonly SharedSetting[]): Promise<readonly SettingDisagreement[]> {
    const recordedAt = this.clock.now()
    const mine = shared.map((setting) => ({
      name: setting.name,
      fingerprint: this.fingerprintOf(setting),
      recordedAt,
      recordedBy: this.processName,
    }))
    const before = await this.settings.exchange(mine)
    return before.flatMap((other) => {
      const own = mine.find((record) => record.name === other.name)
      return own === undefined || own.fingerprint === other.fingerprint
        ? []
        : [{ name: other.name, recordedAt: other.recordedAt, recordedBy: other.recordedBy }]
    })
  }

  private fingerprintOf({ name, value }: SharedSetting) {
    const text = `leadlens shared setting\n${name}\n${value === null ? 'unset' : `set\n${value}`}`
    return this.digest.sha256Hex(text).slice(0, FINGERPRINT_HEX)
  }
}
