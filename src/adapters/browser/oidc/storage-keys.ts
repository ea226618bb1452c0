// Kept free of imports: the lazy identity reads storage with these before oidc-client-ts is loaded.

/** oidc-client-ts's prefix for what it stores; the signed-in user is kept under `oidc.user:<issuer>:<client>`. */
export const OIDC_STORE_PREFIX = 'oidc.'
export const STORED_USER_KEY_PREFIX = `${OIDC_STORE_PREFIX}user:`

const storedUserKeys = (storage: Storage): string[] => {
  const keys: string[] = []
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index)
    if (key?.startsWith(STORED_USER_KEY_PREFIX)) keys.push(key)
  }
  return keys
}

/** SPEC §4: signed in means an ID token is stored; this reads it without knowing the issuer. */
export const idTokenIsStored = (storage: Storage): boolean => {
  try {
    return storedUserKeys(storage).some((key) => {
      try {
        const stored: unknown = JSON.parse(storage.getItem(key) ?? 'null')
        const idToken = (stored as { id_token?: unknown } | null)?.id_token
        return typeof idToken === 'string' && idToken !== ''
      } catch {
        return false
      }
    })
  } catch {
    return false // storage disabled (privacy mode): nothing can be stored, so no one is signed in
  }
}

/** Forgets every stored sign-in, for when the provider's settings cannot be loaded to do it properly. */
export const forgetStoredUsers = (storage: Storage): void => {
  try {
    for (const key of storedUserKeys(storage)) storage.removeItem(key)
  } catch {
    // storage disabled: nothing was stored
  }
}
