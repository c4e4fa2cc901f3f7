import type { RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/full-screen-spinner';
import { RouteError } from '../route-error';
import { ConsoleLayout } from './console-layout';
import { ConsoleNotFound } from './console-not-found';
import { BoardPage, OutletsPage, SetPasswordPage, SignInPage, TicketPage } from './console-pages';

/** The console's pages under /console: the whole route tree of console.html (console-main.tsx). */
export const consoleRoute: RouteObject = {
  path: '/console',
  HydrateFallback: FullScreenSpinner,
  errorElement: <RouteError />,
  children: [
    { path: 'sign-in', Component: SignInPage },
    { path: 'set-password', Component: SetPasswordPage },
    {
      Component: ConsoleLayout,
      children: [
        { index: true, Component: OutletsPage },
        { path: 'outlets/:outletId/board', Component: BoardPage },
        { path: 'outlets/:outletId/orders/:orderId/ticket', Component: TicketPage },
        // Pages few people open load apart from the board's chunk (the editor brings zod with it).
        { path: 'outlets/:outletId/site-config', lazy: async () => ({ Component: (await import('./site-config-page')).SiteConfigPage }) },
        { path: 'outlets/:outletId/summary', lazy: async () => ({ Component: (await import('./summary-page')).SummaryPage }) },
        { path: 'staff', lazy: async () => ({ Component: (await import('./staff-pages')).StaffPage }) },
        { path: 'audit', lazy: async () => ({ Component: (await import('./staff-pages')).AuditPage }) },
        { path: 'outlets/:outletId/stock', lazy: async () => ({ Component: (await import('./outlet-rules-pages')).StockPage }) },
        { path: 'outlets/:outletId/rules', lazy: async () => ({ Component: (await import('./outlet-rules-pages')).RulesPage }) },
        { path: 'outlets', lazy: async () => ({ Component: (await import('./outlet-profile-pages')).OutletsAdminPage }) },
        { path: 'outlets/:outletId/profile', lazy: async () => ({ Component: (await import('./outlet-profile-pages')).OutletProfilePage }) },
        { path: 'menu', lazy: async () => ({ Component: (await import('./menu-pages')).MenuPage }) },
        { path: 'menu/products/new', lazy: async () => ({ Component: (await import('./menu-pages')).NewProductPage }) },
        { path: 'menu/products/:productId', lazy: async () => ({ Component: (await import('./menu-pages')).ProductPage }) },
        { path: 'coupons', lazy: async () => ({ Component: (await import('./coupons-page')).CouponsPage }) },
        { path: 'outlets/:outletId/menu', lazy: async () => ({ Component: (await import('./outlet-menu-pages')).OutletMenuPage }) },
        { path: 'outlets/:outletId/deals', lazy: async () => ({ Component: (await import('./outlet-menu-pages')).OutletDealsPage }) },
        { path: 'menu/modifier-groups', lazy: async () => ({ Component: (await import('./catalogue-pages')).ModifierGroupsPage }) },
        { path: 'menu/sizes', lazy: async () => ({ Component: (await import('./catalogue-pages')).SizesPage }) },
        { path: 'gift-cards', lazy: async () => ({ Component: (await import('./gift-cards-pages')).GiftCardsPage }) },
        { path: 'gift-cards/report', lazy: async () => ({ Component: (await import('./gift-cards-pages')).GiftCardReportPage }) },
        { path: 'gift-cards/:cardId', lazy: async () => ({ Component: (await import('./gift-cards-pages')).GiftCardPage }) },
        { path: '*', Component: ConsoleNotFound },
      ],
    },
  ],
};
