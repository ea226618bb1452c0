// Test support: the contact engine's settings for a service under test. Its DNS questions go to a
// loopback port where nothing listens (refused at once), so no test can make the verifier reach
// another host; a test that wants answers starts a mail world (mail-world.ts) and names it instead.
export const NO_OUTSIDE_MAIL = { VERIFY_DNS_SERVERS: '127.0.0.1:9', VERIFY_SMTP_PORT: '9' } as const
