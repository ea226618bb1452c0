/** One-way password hashing; the hash names its own algorithm and cost, so either can change later. */
export interface PasswordHasher {
  hash(password: string): Promise<string>
  /** Whether `password` is the one `hash` was made from; compares in constant time. */
  verify(password: string, hash: string): Promise<boolean>
}
