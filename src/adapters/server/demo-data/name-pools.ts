import type { NamePool } from './name-list.ts'
import { AFRICA_POOLS } from './names-africa.ts'
import { ASIA_POOLS } from './names-asia.ts'
import { EUROPE_POOLS } from './names-europe.ts'

/** Every name culture the dataset draws from; countries mix them (see countries.ts). */
export const NAME_POOLS = { ...ASIA_POOLS, ...EUROPE_POOLS, ...AFRICA_POOLS } as const satisfies Record<
  string,
  NamePool
>
export type NameCulture = keyof typeof NAME_POOLS
