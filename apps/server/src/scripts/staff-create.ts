import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { emailSchema, nameSchema } from '@crust/contract/accounts';
import { idSchema } from '@crust/contract/envelope';
import { z } from 'zod';
import { createStaffPeople } from '../composition.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { loadConfig, type Config } from '../env.ts';
import { HttpError } from '../lib/http-error.ts';
import { STAFF_LINK_HOURS, staffPasswordLink } from '../modules/mail/mail-templates.ts';

// Issue 10: `npm run staff:create -- --tenant <id> --email <email> [--name <name>]` makes a real
// install's first owner (the demo seed makes the demo's) and prints a one-time link that sets the
// password. With the embedded PGlite, stop the server first: one process at a time opens its data.

const USAGE = 'Usage: npm run staff:create -- --tenant <id> --email <email> [--name <name>]';

const argsSchema = z.object({ tenant: idSchema, email: emailSchema, name: nameSchema.optional() });

export interface ScriptOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Creates the owner and prints the link; answers the exit code (1 for bad arguments, an unknown tenant or a taken email). */
export async function runStaffCreate(argv: string[], db: Database, config: Pick<Config, 'PUBLIC_URL'>, output: ScriptOutput): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: argv, options: { tenant: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } } }).values;
  } catch (error) {
    output.err(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  const args = argsSchema.safeParse(values);
  if (!args.success) {
    output.err(`${args.error.issues.map((issue) => `--${issue.path.join('.')}: ${issue.message}`).join('\n')}\n${USAGE}`);
    return 1;
  }
  const { tenant, email, name = email.split('@')[0]! } = args.data;
  try {
    const service = createStaffPeople(db, () => new Date());
    const { staff, token } = await service.createOwner({ tenantId: tenant, email, name });
    output.out(`Created the owner ${staff.name} <${staff.email}> (staff ${staff.id}) of tenant ${tenant}.`);
    output.out(`Set the password within ${STAFF_LINK_HOURS} hours (the link works once): ${staffPasswordLink(config.PUBLIC_URL, token)}`);
    return 0;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    output.err(error.message);
    return 1;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    process.exitCode = await runStaffCreate(process.argv.slice(2), database.db, config, { out: console.info, err: console.error });
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
