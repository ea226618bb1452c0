// The mail world moved to src/composition/testing/ so that pages tested against the real service (in
// src/) can start one too; the API tests and benches keep importing it from here.
export * from '../../src/composition/testing/mail-world.fixture.ts'
