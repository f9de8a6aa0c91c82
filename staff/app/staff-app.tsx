// The staff app's pages. Until /api/staff/me has answered nothing is shown; then a signed-out visitor
// sees the sign-in page (whatever address they opened), and a member the page they asked for if
// their role may use it. The server refuses what a role may not do (403) whatever this shows.
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { mayUse } from '../../schema/api/staff.ts';
import { AccountPage } from './account-page.tsx';
import { AppShell, Main } from './app-shell.tsx';
import { AREA_PAGES, homeOf } from './areas.ts';
import { DonationReportsPage } from './donations/donation-reports-page.tsx';
import { PaymentSettingsPage } from './donations/payment-settings-page.tsx';
import { InboxPage } from './inbox/inbox-page.tsx';
import { ItemPage } from './inbox/item-page.tsx';
import { SpamPage } from './inbox/spam-page.tsx';
import { LinkPage } from './link-page.tsx';
import { MembersPage } from './members-page.tsx';
import { PublishingPage } from './pages/publishing-page.tsx';
import { PrivacyPage } from './privacy/privacy-page.tsx';
import { type SessionState, useSession } from './session-store.ts';
import { SignInPage } from './sign-in-page.tsx';
import { TranslationsSummaryPage } from './translations/summary-page.tsx';
import { TranslationsPage } from './translations/translations-page.tsx';
import { DonationPage } from './donations/donation-page.tsx';
import { DonationsPage } from './donations/donations-page.tsx';

/** The section editor is large (its forms and schemas): fetched only when someone opens it. */
const EditPagesPage = lazy(() => import('./pages/edit-pages-page.tsx'));
import { PageHeading } from './ui.tsx';

export function StaffApp() {
  const session = useSession((state) => state.session);
  const load = useSession((state) => state.load);
  useEffect(() => {
    load();
  }, [load]);

  return (
    <Switch>
      {/* An e-mailed link lands here whether or not someone is signed in (it signs in whoever it was sent to). */}
      <Route path="/link">
        <Main id="main">
          <LinkPage />
        </Main>
      </Route>
      <Route>
        <SignedInOrNot session={session} />
      </Route>
    </Switch>
  );
}

function SignedInOrNot({ session }: { session: SessionState }) {
  if (session.status === 'unknown') return <Main id="main" aria-busy="true" />;
  if (session.status === 'signed-out') {
    return (
      <Main id="main">
        <Switch>
          <Route path="/sign-in">
            <SignInPage notice={session.notice} />
          </Route>
          <Route>
            <Redirect to="/sign-in" replace />
          </Route>
        </Switch>
      </Main>
    );
  }
  const { me } = session;
  const role = me.staff.role;
  const allowed = (path: string) => AREA_PAGES.some((page) => page.path === path && mayUse(role, page.area));
  return (
    <AppShell me={me}>
      <Switch>
        <Route path="/inbox">{allowed('/inbox') ? <InboxPage /> : <NotYours />}</Route>
        <Route path="/inbox/:id">
          {(params) => (allowed('/inbox') ? <ItemPage key={params.id} id={params.id} /> : <NotYours />)}
        </Route>
        <Route path="/spam">{allowed('/spam') ? <SpamPage /> : <NotYours />}</Route>
        <Route path="/privacy">{allowed('/privacy') ? <PrivacyPage /> : <NotYours />}</Route>
        <Route path="/donations">{allowed('/donations') ? <DonationsPage /> : <NotYours />}</Route>
        <Route path="/donations/:id">
          {(params) => (allowed('/donations') ? <DonationPage key={params.id} id={params.id} /> : <NotYours />)}
        </Route>
        <Route path="/pages">{allowed('/pages') ? <PublishingPage /> : <NotYours />}</Route>
        <Route path="/pages/edit">
          {allowed('/pages') ? (
            <Suspense fallback={<p>Loading the section editor…</p>}>
              <EditPagesPage />
            </Suspense>
          ) : (
            <NotYours />
          )}
        </Route>
        <Route path="/translations">{allowed('/translations') ? <TranslationsSummaryPage /> : <NotYours />}</Route>
        <Route path="/translations/:language">
          {(params) =>
            (params.language === 'te' || params.language === 'hi') && allowed('/translations') ? (
              <TranslationsPage key={params.language} language={params.language} />
            ) : (
              <NotYours />
            )
          }
        </Route>
        <Route path="/donation-reports">{allowed('/donation-reports') ? <DonationReportsPage /> : <NotYours />}</Route>
        <Route path="/payment-settings">{allowed('/payment-settings') ? <PaymentSettingsPage /> : <NotYours />}</Route>
        <Route path="/members">{allowed('/members') ? <MembersPage me={me} /> : <NotYours />}</Route>
        <Route path="/account">
          <AccountPage me={me} />
        </Route>
        <Route>
          <Redirect to={homeOf(role)} replace />
        </Route>
      </Switch>
    </AppShell>
  );
}

function NotYours() {
  return (
    <>
      <PageHeading title="Not for your role">This page is not for your role</PageHeading>
      <p>Ask an admin if you need it.</p>
    </>
  );
}
