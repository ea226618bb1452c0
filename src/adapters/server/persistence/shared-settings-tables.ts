export interface SharedSettingsTables {
  shared_settings: SharedSettingsTable
}

/** One row per setting every process must share: its fingerprint as the last process started had it. */
export interface SharedSettingsTable {
  name: string
  fingerprint: string
  recorded_at: Date
  /** The process that recorded it: host, pid and the time it started. */
  recorded_by: string
}
