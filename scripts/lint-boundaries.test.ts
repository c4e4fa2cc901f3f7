import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Issue 8: the feature boundary rule resolves import paths, so a relative path into another feature
// is caught as surely as an alias one. Lints snippets in the place of existing files of the web app
// (the resolver wants an importer that exists), changing nothing on disk.

// No trailing slash: ESLint's cwd with one makes the resolver miss the web app's tsconfig (the @ alias).
const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const eslint = new ESLint({ cwd: root });

async function violations(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/apps/web/src/${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

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
