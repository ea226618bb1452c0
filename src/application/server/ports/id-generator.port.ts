/** New unique ids for records the service creates (subscriptions, buckets, orders…). */
export interface IdGenerator {
  next(): string
}
