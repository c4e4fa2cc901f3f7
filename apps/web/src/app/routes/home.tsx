import { lazy, Suspense } from 'react';
import { HomePage } from '@/features/home/components/home-page';
import { useConfigStore } from '@/lib/config-store';
import { useOutlet } from '../use-outlet';

// Below the fold and the heavier half of the page (the menu query, product cards): it loads after
// the hero and features, keeping the first load of / within its budget.
const HomeMenu = lazy(() => import('../home-menu').then((module) => ({ default: module.HomeMenu })));

export function Component() {
  const theme = useConfigStore((state) => state.theme);
  const outlet = useOutlet();
  return (
    <HomePage
      theme={theme}
      outlet={outlet.name && outlet.state ? { name: outlet.name, state: outlet.state } : null}
      menuSections={
        <Suspense fallback={null}>
          <HomeMenu theme={theme} outlet={outlet} />
        </Suspense>
      }
    />
  );
}

/**
 * For the console's site-configuration preview (issue 10): loading the home page through this route
 * module keeps its code in the one home chunk; imported piece by piece elsewhere, the shared pieces
 * would move to a chunk of their own that the diner's first load of `/` fetches too.
 */
export { HomePage };
