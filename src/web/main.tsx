import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app';
import { preloadForPath } from './app/routes';
import { hasSignedInHint, userQueryOptions } from './features/auth/api/user';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
// Ask who we are and fetch the likely screen's code in parallel, before React even renders.
void queryClient.prefetchQuery(userQueryOptions());
const firstScreen = preloadForPath(window.location.pathname, hasSignedInHint());

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// Render once the first screen's code is here (the static loading screen in index.html shows
// meanwhile): the page then appears whole, with no placeholder that the screen would push around.
// A slow chunk does not hold the app back for long: after 3 s the screen's own fallback shows.
void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, 3000))]).then(() => {
  // A transition lets React yield between components, so the first render is several short tasks
  // instead of one long one (total blocking time on a phone).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
