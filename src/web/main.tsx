import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/app';
import { preloadForPath } from './app/routes';
import { userQueryOptions } from './features/auth/api/user';
import { createQueryClient } from './lib/query-client';

const queryClient = createQueryClient();
// Ask who we are and fetch the likely screen's code in parallel, before React even renders.
void queryClient.prefetchQuery(userQueryOptions());
preloadForPath(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
