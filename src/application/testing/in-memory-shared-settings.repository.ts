import type {
  SettingRecord,
  SharedSettingsRepository,
} from '../server/ports/shared-settings.repository.port.ts'

/** SharedSettingsRepository in memory: one process's world, or several sharing the one object. */
export class InMemorySharedSettingsRepository implements SharedSettingsRepository {
  private readonly records = new Map<string, SettingRecord>()

  async exchange(records: readonly SettingRecord[]): Promise<readonly SettingRecord[]> {
    const before = records.flatMap((record) => {
      const found = this.records.get(record.name)
      return found === undefined ? [] : [found]
    })
    for (const record of records) this.records.set(record.name, record)
    return before
  }
}
