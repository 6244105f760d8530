// For src/cli/cli.test.ts: stands in for a server on DATA_DIR (argv[2]) with BASE_URL argv[3]: takes the directory
// the way the server does, records itself, prints "ready" and waits to be killed.
import { lockDataDir } from '~/db/data-dir-lock'
import { recordServer } from '~/server/instances'

const [dataDir, baseUrl] = process.argv.slice(2) as [string, string]
if (!lockDataDir(dataDir)) throw new Error(`${dataDir} is locked`)
recordServer({ DATA_DIR: dataDir, BASE_URL: baseUrl })
console.log('ready')
setInterval(() => {}, 60_000)
