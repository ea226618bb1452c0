import type { Instant } from '../../../domain/shared/instant.ts'

/** A setting's fingerprint (a hash, never its value) as one process had it at its start. */
export type SettingRecord = {
  readonly name: string
  readonly fingerprint: string
  readonly recordedAt: Instant
  readonly recordedBy: string
}

/**
 * Where the processes of one deployment leave the fingerprints of the settings they must share (issue 32).
 */
export interface SharedSettingsRepository {
  /**
   * Records `records` as this process's, and answers what was there before for the same names, in one
   * step that processes starting at the same moment take one after another (each sees the one before).
   */
  exchange(records: readonly SettingRecord[]): Promise<readonly SettingRecord[]>
}
