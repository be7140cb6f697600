import { Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { authKeys } from '../features/auth/api/keys';
import { isAuthenticated, useUser } from '../features/auth/api/user';
import { LoadingScreen, ScreenFallback } from '../features/system/loading-screen';
import { NotFoundScreen } from '../features/system/not-found-screen';
import { AppLayout } from './layout/app-layout';
import { AppTimePinger } from '../features/improvements/hooks/use-app-time';
import {
  anyoneRoutes,
  lazyScreen,
  loadVerifyEmail,
  memberRoutes,
  signedInRedirects,
  visitorRoutes,
  type RouteDef,
} from './routes';

/** The spec's route availability (section 2): visitor, signed in but unverified, signed in and verified. */
export function AppRouter() {
  const { data: user, isPending } = useUser();
  if (isPending) return <LoadingScreen />;

  if (!isAuthenticated(user)) {
    return (
      <AppLayout user={null}>
        <VisitorRoutes />
      </AppLayout>
    );
  }

  if (!user.emailVerified) {
    // Every path shows the verify-email screen until the address is confirmed (except mailed reset links).
    const VerifyEmail = lazyScreen(loadVerifyEmail);
    return (
      <AppLayout user={user} hideVerificationBanner>
        <Screen>
          <Switch>
            {anyoneRoutes.map(renderRoute)}
            <Route>
              <VerifyEmail />
            </Route>
          </Switch>
        </Screen>
      </AppLayout>
    );
  }

  return (
    <AppLayout user={user}>
      <AppTimePinger />
      <MemberRoutes />
    </AppLayout>
  );
}

function Screen({ children }: { children: ReactNode }) {
  return <Suspense fallback={<ScreenFallback />}>{children}</Suspense>;
}

function renderRoute(route: RouteDef) {
  if (!route.load) return <Route key={route.path} path={route.path} component={NotFoundScreen} />;
  const Component = lazyScreen(route.load);
  return (
    <Route key={route.path} path={route.path}>
      <Component />
    </Route>
  );
}

function VisitorRoutes() {
  const visitorPaths = new Set(visitorRoutes.map((r) => r.path));
  const membersOnly = memberRoutes.filter((r) => !visitorPaths.has(r.path));
  return (
    <ScrollToTop>
      <Screen>
        <Switch>
          {visitorRoutes.map(renderRoute)}
          {membersOnly.map((route) => (
            <Route key={route.path} path={route.path}>
              <Redirect to="/login" replace />
            </Route>
          ))}
          <Route component={NotFoundScreen} />
        </Switch>
      </Screen>
    </ScrollToTop>
  );
}

function MemberRoutes() {
  return (
    <ScrollToTop>
      <Screen>
        <Switch>
          {signedInRedirects.map((path) => (
            <Route key={path} path={path}>
              <SignedInRedirect />
            </Route>
          ))}
          {memberRoutes.map(renderRoute)}
          {anyoneRoutes.map(renderRoute)}
          <Route component={NotFoundScreen} />
        </Switch>
      </Screen>
    </ScrollToTop>
  );
}

/**
 * Sends a signed-in user from /login or /register to /. It re-reads the cache first: during logout the
 * cache already says "signed out" while this render still has the old user (query notifications are
 * batched, the navigation to /login is not), and redirecting then would bounce the user away from /login.
 */
function SignedInRedirect() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useLayoutEffect(() => {
    if (isAuthenticated(queryClient.getQueryData(authKeys.user))) navigate('/', { replace: true });
  }, [queryClient, navigate]);
  return null;
}

/** A new page starts at its top, as on a multi-page site. */
function ScrollToTop({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  useEffect(() => {
    if (typeof window.scrollTo === 'function' && !navigator.userAgent.includes('jsdom')) window.scrollTo(0, 0);
  }, [location]);
  return <>{children}</>;
}
