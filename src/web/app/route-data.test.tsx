import { waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { makeUser, renderWithApp } from '../test/render';
import { memberRoutes } from './routes';

afterEach(() => vi.unstubAllGlobals());

// The server starts a screen's `data` reads with the HTML (<link rel=preload as=fetch>); a preload
// the screen does not make exactly so (same URL) would be a wasted request and a console warning.
describe('route data preloads', () => {
  const withData = memberRoutes.filter((r) => r.data?.length);

  it('are declared for the screens whose first paint waits on data', () => {
    expect(withData.map((r) => r.path)).toEqual(['/account-settings', '/pantry', '/saved-recipes']);
  });

  for (const route of withData) {
    it(`${route.path}: the screen asks for each of ${route.data!.join(', ')} as it first draws`, async () => {
      const { calls } = stubFetch({});
      const { default: Screen } = await route.load!();
      renderWithApp(createElement(Screen), { path: route.path, user: makeUser() });
      await waitFor(() => {
        const gets = calls.filter((c) => c.method === 'GET').map((c) => c.url);
        for (const url of route.data!) expect(gets).toContain(url);
      });
    });
  }
});
