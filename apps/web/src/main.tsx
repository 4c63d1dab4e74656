import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { setUpPwa } from './app/pwa.ts';
import { preloadRoute } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { readPageState } from './page-state.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The first render is a transition: React works through the page in slices and lets the browser
// handle input in between, instead of holding the main thread for the whole page at once.
const pageState = container.firstElementChild ? readPageState(document) : null;
if (pageState) {
  // The server rendered this page (entry-server.tsx): the same data makes the same first render,
  // and React takes over the HTML that is already on screen.
  hydrate(queryClient, pageState);
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // The first page's code and data are requested now, not after React's first render.
  preloadRoute(queryClient, window.location);
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
setUpPwa();
