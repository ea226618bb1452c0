// `node --import tsx tests/bench/contacts/main.ts [--quick]`: the Contacts page's figures alone.
import { contactsBenchmark } from './contacts-benchmarks.ts'

const quick = process.argv.includes('--quick')
console.log(JSON.stringify(await contactsBenchmark({ database: 'pglite', quick }), null, 2))
if (process.env.DATABASE_URL !== undefined)
  console.log(JSON.stringify(await contactsBenchmark({ database: 'postgres', quick }), null, 2))
