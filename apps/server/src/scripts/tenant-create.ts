import { emailSchema, nameSchema } from '@crust/contract/accounts';
import { idSchema } from '@crust/contract/envelope';
import { z } from 'zod';
import { createStaffPeople } from '../composition.ts';
import type { Database } from '../db/client.ts';
import type { Config } from '../env.ts';
import { STAFF_LINK_HOURS, staffPasswordLink } from '../modules/mail/mail-templates.ts';
import { insertTenant } from '../modules/tenants/tenants.repo.ts';
import { runWhenMain, scriptArgs, type ScriptOutput } from './script-kit.ts';

// Issue 19: `npm run tenant:create -- --name <business> --owner-email <email> [--owner-name <name>] [--id <id>]`
// makes a new restaurant business and its first owner, and prints the owner's one-time link that sets
// the password. The owner then adds outlets (each starts with the spec's default site configuration)
// and a menu from the console.

const USAGE = 'Usage: npm run tenant:create -- --name <business> --owner-email <email> [--owner-name <name>] [--id <tenant id>]';

const argsSchema = z.object({
  name: z.string().trim().min(1, 'Enter the business name').max(120),
  'owner-email': emailSchema,
  'owner-name': nameSchema.optional(),
  id: idSchema.optional(),
});

/** Creates the tenant and its owner and prints the link; answers the exit code (1 for bad arguments or a taken id). */
export async function runTenantCreate(argv: string[], db: Database, config: Pick<Config, 'PUBLIC_URL'>, output: ScriptOutput): Promise<number> {
  const args = scriptArgs(argv, ['name', 'owner-email', 'owner-name', 'id'], argsSchema, USAGE, output);
  if (!args) return 1;
  const email = args['owner-email'];
  const tenantId = await insertTenant(db, args.name, args.id);
  if (tenantId === null) {
    output.err(`Tenant ${args.id} exists already: choose another --id, or leave it out for the next free one.`);
    return 1;
  }
  const { staff, token } = await createStaffPeople(db, () => new Date()).createOwner({ tenantId, email, name: args['owner-name'] ?? email.split('@')[0]! });
  output.out(`Created the tenant ${args.name} (tenant ${tenantId}) and its owner ${staff.name} <${staff.email}>.`);
  output.out(`Set the password within ${STAFF_LINK_HOURS} hours (the link works once): ${staffPasswordLink(config.PUBLIC_URL, token)}`);
  output.out(`Then sign in at ${config.PUBLIC_URL}/console/sign-in and add the first outlet. Build its storefront with VITE_TENANT_ID=${tenantId}.`);
  return 0;
}

runWhenMain(import.meta.url, runTenantCreate);
