import { Navigate, type RouteObject } from 'react-router-dom';
import { guarded } from './guard.ts';
import { Layout, type RouteHandle } from './layout/Layout.tsx';
import { RouteError } from './layout/RouteError.tsx';
import { paths } from '../lib/paths.ts';

/** Routes as data; every screen is a lazy chunk, so the home page loads only what it shows. */
export const routes: RouteObject[] = [
  // Opened in a hidden frame by the other language's site: no header, footer or their queries.
  { path: paths.crossLogin.path, lazy: () => import('../features/users/CrossLoginPage.tsx').then((m) => ({ Component: m.CrossLoginPage })) },
  // The staff back office (issue #33): its own frame, its own session; never prerendered.
  {
    path: paths.admin.path,
    errorElement: <RouteError />,
    lazy: () => import('./layout/StaffLayout.tsx').then((m) => ({ Component: m.StaffLayout })),
    children: [
      { index: true, lazy: () => import('../features/staff/StaffHomePage.tsx').then((m) => ({ Component: m.StaffHomePage })) },
      { path: 'money', lazy: () => import('../features/staff/money/MoneyPage.tsx').then((m) => ({ Component: m.MoneyPage })) },
      { path: 'leads', lazy: () => import('../features/staff/leads/LeadsPage.tsx').then((m) => ({ Component: m.LeadsPage })) },
      // chart.js comes with this screen's chunk only
      { path: 'page-views', lazy: () => import('../features/staff/page-views/PageViewsPage.tsx').then((m) => ({ Component: m.PageViewsPage })) },
      { path: 'review', lazy: () => import('../features/staff/review/ReviewQueuePage.tsx').then((m) => ({ Component: m.ReviewQueuePage })) },
      { path: 'review/:id', lazy: () => import('../features/staff/review/ReviewUploadPage.tsx').then((m) => ({ Component: m.ReviewUploadPage })) },
      { path: 'customers', lazy: () => import('../features/staff/customers/CustomersPage.tsx').then((m) => ({ Component: m.CustomersPage })) },
      { path: 'customers/:id', lazy: () => import('../features/staff/customers/CustomerPage.tsx').then((m) => ({ Component: m.CustomerPage })) },
      { path: 'staff', lazy: () => import('../features/staff/core/StaffMembersPage.tsx').then((m) => ({ Component: m.StaffMembersPage })) },
      { path: 'audit', lazy: () => import('../features/staff/core/AuditLogPage.tsx').then((m) => ({ Component: m.AuditLogPage })) },
    ],
  },
  // signing in and enrolling, before there is a staff session: the back office's frame without its sections
  {
    path: paths.admin.path,
    errorElement: <RouteError />,
    lazy: () => import('./layout/StaffAuthLayout.tsx').then((m) => ({ Component: m.StaffAuthLayout })),
    children: [
      { path: 'signIn', lazy: () => import('../features/staff/core/StaffSignInPage.tsx').then((m) => ({ Component: m.StaffSignInPage })) },
      { path: 'enrol', lazy: () => import('../features/staff/core/StaffEnrolPage.tsx').then((m) => ({ Component: m.StaffEnrolPage })) },
    ],
  },
  {
    element: <Layout />,
    children: [
      {
        // a screen that fails to load or render says so inside the header and footer (layout/RouteError.tsx)
        errorElement: <RouteError />,
        children: [
          { id: 'home', path: paths.home.path, lazy: () => import('./pages/HomeRoute.tsx').then((m) => ({ Component: m.HomeRoute })) },
          {
            path: paths.sale.path,
            handle: { wide: true } satisfies RouteHandle,
            lazy: () => import('../features/editions/SalePage.tsx').then((m) => ({ Component: m.SalePage })),
          },
          { path: paths.updates.path, lazy: () => import('./pages/UpdatesRoute.tsx').then((m) => ({ Component: m.UpdatesRoute })) },
          { path: paths.features.path, lazy: () => import('../features/content/FeaturesPage.tsx').then((m) => ({ Component: m.FeaturesPage })) },
          { path: paths.faq.path, lazy: () => import('../features/content/FaqPage.tsx').then((m) => ({ Component: m.FaqPage })) },
          // Paths match regardless of letter case, so this one route also serves the footer's /friendlink.
          { path: paths.friendLink.path, lazy: () => import('../features/content/FriendLinkPage.tsx').then((m) => ({ Component: m.FriendLinkPage })) },
          { path: paths.trial.path, lazy: () => import('../features/sales/TrialPage.tsx').then((m) => ({ Component: m.TrialPage })) },
          { path: paths.trialSuccess.path, lazy: () => import('../features/sales/TrialSuccessPage.tsx').then((m) => ({ Component: m.TrialSuccessPage })) },
          { path: paths.chat.path, lazy: () => import('../features/sales/ChatPage.tsx').then((m) => ({ Component: m.ChatPage })) },
          { path: paths.chatSuccess.path, lazy: () => import('../features/sales/ChatSuccessPage.tsx').then((m) => ({ Component: m.ChatSuccessPage })) },
          { path: paths.extensions.path, lazy: () => import('../features/plugins/MarketPage.tsx').then((m) => ({ Component: m.MarketPage })) },
          { path: paths.extension.path, lazy: () => import('../features/plugins/PluginDetailPage.tsx').then((m) => ({ Component: m.PluginDetailPage })) },
          { path: paths.signIn.path, lazy: () => import('../features/users/SignInPage.tsx').then((m) => ({ Component: m.SignInPage })) },
          { path: paths.signUp.path, lazy: () => import('../features/users/SignUpPage.tsx').then((m) => ({ Component: m.SignUpPage })) },
          { path: paths.agreement.path, lazy: () => import('../features/users/AgreementPage.tsx').then((m) => ({ Component: m.AgreementPage })) },
          {
            path: paths.activate.path,
            children: [
              { index: true, element: <Navigate to={paths.signUp.href()} replace /> },
              { path: paths.activateMail.path, lazy: () => import('../features/users/ActivateMailPage.tsx').then((m) => ({ Component: m.ActivateMailPage })) },
              { path: paths.activateResult.path, lazy: () => import('../features/users/ActivateResultPage.tsx').then((m) => ({ Component: m.ActivateResultPage })) },
            ],
          },
          {
            path: paths.password.path,
            children: [
              { index: true, element: <Navigate to={paths.signUp.href()} replace /> },
              { path: paths.passwordSend.path, lazy: () => import('../features/users/PasswordSendPage.tsx').then((m) => ({ Component: m.PasswordSendPage })) },
              { path: paths.passwordReset.path, lazy: () => import('../features/users/PasswordResetPage.tsx').then((m) => ({ Component: m.PasswordResetPage })) },
            ],
          },
          // the invitation mail's link: open to a visitor, who is offered sign in or sign up coming back here
          { path: paths.teamAccept.path, lazy: () => import('../features/teams/accept/AcceptPage.tsx').then((m) => ({ Component: m.AcceptPage })) },
          { path: paths.modify.path, ...guarded({ auth: true }), lazy: () => import('../features/users/ModifyPage.tsx').then((m) => ({ Component: m.ModifyPage })) },
          {
            path: paths.center.path,
            ...guarded({ auth: true, wide: true } satisfies RouteHandle),
            lazy: () => import('../features/users/CenterLayout.tsx').then((m) => ({ Component: m.CenterLayout })),
            children: [
              { index: true, element: <Navigate to={paths.profile.href()} replace /> },
              { path: paths.profile.path, lazy: () => import('../features/users/ProfilePage.tsx').then((m) => ({ Component: m.ProfilePage })) },
              {
                path: paths.licenseManagement.path,
                lazy: () => import('../features/licenses/LicenseManagementPage.tsx').then((m) => ({ Component: m.LicenseManagementPage })),
              },
              {
                path: paths.orderManagement.path,
                lazy: () => import('../features/orders/OrderManagementPage.tsx').then((m) => ({ Component: m.OrderManagementPage })),
              },
              { path: paths.teams.path, lazy: () => import('../features/teams/team/TeamPage.tsx').then((m) => ({ Component: m.TeamPage })) },
              {
                path: paths.myExtensions.path,
                lazy: () => import('../features/plugins/publishing/MyPluginsPage.tsx').then((m) => ({ Component: m.MyPluginsPage })),
              },
              { path: paths.teamSeats.path, lazy: () => import('../features/teams/seats/SeatTablePage.tsx').then((m) => ({ Component: m.SeatTablePage })) },
            ],
          },
          {
            // The purchase area needs a token (spec §2); the order form also warns a visitor before sign-in.
            path: paths.buy.path,
            children: [
              { index: true, ...guarded({ auth: true }), element: <Navigate to={paths.orderFormIndex.href()} replace /> },
              {
                path: paths.orderFormIndex.path,
                children: [
                  { index: true, ...guarded({ auth: true, purchase: true }), element: <Navigate to={paths.sale.href()} replace /> },
                  { path: paths.orderForm.path, ...guarded({ auth: true, purchase: true }), lazy: () => import('../features/orders/OrderFormPage.tsx').then((m) => ({ Component: m.OrderFormPage })) },
                ],
              },
              { path: paths.checkStand.path, ...guarded({ auth: true }), lazy: () => import('../features/orders/CheckStandPage.tsx').then((m) => ({ Component: m.CheckStandPage })) },
              { path: paths.checkStandReturn.path, ...guarded({ auth: true }), lazy: () => import('../features/orders/CheckStandPage.tsx').then((m) => ({ Component: m.CheckStandReturn })) },
              { path: paths.bankTransfer.path, ...guarded({ auth: true }), lazy: () => import('../features/orders/BankTransferPage.tsx').then((m) => ({ Component: m.BankTransferPage })) },
              { path: paths.payPalResult.path, ...guarded({ auth: true }), lazy: () => import('../features/orders/PayPalResultPage.tsx').then((m) => ({ Component: m.PayPalResultPage })) },
              { path: paths.payResultSuccess.path, ...guarded({ auth: true }), lazy: () => import('../features/orders/PayResultSuccessPage.tsx').then((m) => ({ Component: m.PayResultSuccessPage })) },
              { path: paths.payResultError.path, ...guarded({ auth: true }), lazy: () => import('../features/orders/PayResultErrorPage.tsx').then((m) => ({ Component: m.PayResultErrorPage })) },
            ],
          },
          { path: paths.doc.path, lazy: () => import('../features/docs/pages.tsx').then((m) => ({ Component: m.ExtensionDocPage })) },
          { path: paths.exp.path, lazy: () => import('../features/docs/pages.tsx').then((m) => ({ Component: m.ExpDocPage })) },
          // Paths match case-insensitively, so /goExp (the header's link) and /goexp are both this route.
          { path: paths.goExp.path, lazy: () => import('../features/docs/pages.tsx').then((m) => ({ Component: m.GoExpDocPage })) },
          { path: '*', element: <Navigate to={paths.home.href()} replace /> },
        ],
      },
    ],
  },
];
