import { emailSchema, nameSchema } from '@crust/contract/accounts';
import { idSchema } from '@crust/contract/envelope';
import { z } from 'zod';
import { createStaffPeople } from '../composition.ts';
import type { Database } from '../db/client.ts';
import type { Config } from '../env.ts';
import { HttpError } from '../lib/http-error.ts';
import { STAFF_LINK_HOURS, staffPasswordLink } from '../modules/mail/mail-templates.ts';
import { runWhenMain, scriptArgs, type ScriptOutput } from './script-kit.ts';

// Issue 10: `npm run staff:create -- --tenant <id> --email <email> [--name <name>]` makes a real
// install's first owner (the demo seed makes the demo's) and prints a one-time link that sets the
// password. With the embedded PGlite, stop the server first: one process at a time opens its data.

const USAGE = 'Usage: npm run staff:create -- --tenant <id> --email <email> [--name <name>]';

const argsSchema = z.object({ tenant: idSchema, email: emailSchema, name: nameSchema.optional() });

/** Creates the owner and prints the link; answers the exit code (1 for bad arguments, an unknown tenant or a taken email). */
export async function runStaffCreate(argv: string[], db: Database, config: Pick<Config, 'PUBLIC_URL'>, output: ScriptOutput): Promise<number> {
  const args = scriptArgs(argv, ['tenant', 'email', 'name'], argsSchema, USAGE, output);
  if (!args) return 1;
  const { tenant, email, name = email.split('@')[0]! } = args;
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

runWhenMain(import.meta.url, runStaffCreate);
