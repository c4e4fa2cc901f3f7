import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 8: the feature boundary rule resolves import paths, so a relative path into another feature
// is caught as surely as an alias one. Lints snippets in the place of existing files of the web app
// (the resolver wants an importer that exists), changing nothing on disk.

// No trailing slash: ESLint's cwd with one makes the resolver miss the web app's tsconfig (the @ alias).
const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const eslint = new ESLint({ cwd: root });

/** The boundary rule's messages for `code` linted as the file at `path` (from the repository root). */
async function violationsAt(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

const violations = (code: string, file: string) => violationsAt(code, `apps/web/src/${file}`);
const server = (code: string, file: string) => violationsAt(code, `apps/server/src/${file}`);

describe('the web app layering, by resolved path', () => {
  it('refuses another feature through a relative path', async () => {
    expect(
      await violations("import { useCartStore } from '../../cart/cart-store';\nexport const x = useCartStore;\n", 'features/menu/components/product-card.tsx'),
    ).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('refuses another feature through the @ alias', async () => {
    expect(
      await violations("import { useCartStore } from '@/features/cart/cart-store';\nexport const x = useCartStore;\n", 'features/menu/menu-display.ts'),
    ).toHaveLength(1);
  });

  it('allows a feature its own modules and shared code', async () => {
    expect(
      await violations(
        "import { menuDisplay } from '../menu-display';\nimport { Button } from '@/components/ui/button';\nexport const x = [menuDisplay, Button];\n",
        'features/menu/components/product-card.tsx',
      ),
    ).toEqual([]);
  });

  it('refuses the app layer from a feature, and features from shared code', async () => {
    expect(await violations("import { routes } from '@/app/router';\nexport const x = routes;\n", 'features/menu/menu-display.ts')).toEqual([
      expect.stringContaining('Features do not import the app layer'),
    ]);
    expect(await violations("import { useCartStore } from '../features/cart/cart-store';\nexport const x = useCartStore;\n", 'lib/storage.ts')).toEqual([
      expect.stringContaining('Shared code does not import features'),
    ]);
  });
});

// Issue 17 (point 18): the server's modules meet only through services and the narrow functions a
// module exports from its non-repository files; the database schema stands below every module.
describe('the server layering, by resolved path', () => {
  it("refuses another module's repository, by value or by type", async () => {
    expect(
      await server(
        "import { createAccountsRepo } from '../accounts/accounts.repo.ts';\nexport const x = createAccountsRepo;\n",
        'modules/staff/staff.routes.ts',
      ),
    ).toEqual([expect.stringContaining("A module does not import another module's repository")]);
    expect(
      await server("import type { OrdersRepo } from '../orders/orders.repo.ts';\nexport type X = OrdersRepo;\n", 'modules/payments/payments.service.ts'),
    ).toEqual([expect.stringContaining("A module does not import another module's repository")]);
  });

  it('allows a module its own repository and the services and functions other modules export', async () => {
    expect(
      await server(
        "import { createStaffRepo } from './staff.repo.ts';\nimport { recordAudit } from '../audit/audit-log.ts';\nimport { queueMail } from '../mail/mail-queue.ts';\nexport const x = [createStaffRepo, recordAudit, queueMail];\n",
        'modules/staff/staff.service.ts',
      ),
    ).toEqual([]);
  });

  it('lets tests and test kits reach any module to set up their data', async () => {
    expect(
      await server("import { createTenantsRepo } from '../tenants/tenants.repo.ts';\nexport const x = createTenantsRepo;\n", 'modules/auth/auth.test.ts'),
    ).toEqual([]);
  });

  it('refuses modules from the database schema', async () => {
    expect(
      await server("import type { LineChoices } from '../../modules/catalogue/line-choices.ts';\nexport type X = LineChoices;\n", 'db/schema/cart-lines.ts'),
    ).toEqual([expect.stringContaining('The database schema imports nothing from modules')]);
  });

  it('refuses the composition root and the app from a module', async () => {
    expect(await server("import { createApp } from '../../app.ts';\nexport const x = createApp;\n", 'modules/orders/orders.service.ts')).toEqual([
      expect.stringContaining('Modules do not import the composition root'),
    ]);
  });
});
