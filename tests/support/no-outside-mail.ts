// Test support: the contact engine's settings for a service under test (defined beside the in-process
// service, which every test's service starts from).
export { NO_OUTSIDE_MAIL } from '../../src/composition/testing/in-process-api.fixture.ts'
