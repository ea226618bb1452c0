/** How the verifier talks to the world (docs/contact-engine.md explains each in production terms). */
export type VerifierSettings = {
  /** The name given in EHLO: a host name whose A and PTR records point at the sending address. */
  readonly heloName: string
  /** The envelope sender of every probe (MAIL FROM); no mail is ever sent. */
  readonly mailFrom: string
  /** The port mail servers are reached on: 25 in production, another in tests. */
  readonly smtpPort: number
  /** DNS servers (`host` or `host:port`); empty: the system's. */
  readonly dnsServers: readonly string[]
  readonly dnsTimeoutMs: number
  readonly connectTimeoutMs: number
  /** How long one SMTP reply may take (and never past the budget). */
  readonly replyTimeoutMs: number
  /**
   * The one deadline of an address: connecting, every reply, every retry and its wait, on every host
   * and address tried. Time queued behind the per-server limits is not counted (it is ours).
   */
  readonly budgetMs: number
  /** The first wait before retrying a temporary refusal; doubles each time. */
  readonly retryDelayMs: number
  /** Connections open at once to one mail server (its IP address, not its MX name). */
  readonly perHostConnections: number
  /** The least time between two connections actually starting with one mail server (IP address). */
  readonly perHostIntervalMs: number
  /** How long a domain's mail servers and its catch-all answer are remembered. */
  readonly domainFactsTtlMs: number
  /** A SOCKS5 proxy for port 25 (`host:port`), as most clouds block it; null: connect directly. */
  readonly socksProxy: { readonly host: string; readonly port: number } | null
}

export const DEFAULT_VERIFIER_SETTINGS: VerifierSettings = {
  heloName: 'verify.leadlens.example',
  mailFrom: 'verify@leadlens.example',
  smtpPort: 25,
  dnsServers: [],
  dnsTimeoutMs: 5_000,
  connectTimeoutMs: 10_000,
  replyTimeoutMs: 20_000,
  budgetMs: 60_000,
  retryDelayMs: 5_000,
  perHostConnections: 2,
  perHostIntervalMs: 250,
  domainFactsTtlMs: 6 * 60 * 60 * 1000,
  socksProxy: null,
}
