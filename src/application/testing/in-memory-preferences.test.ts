import { preferencesStoreContract } from '../../../tests/contract/preferences-store.contract.ts'
import { InMemoryPreferences } from './in-memory-preferences.ts'

preferencesStoreContract('in-memory fake', () => new InMemoryPreferences())
