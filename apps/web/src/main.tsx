import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { setUpPwa } from './app/pwa.ts';
import { preloadRoute } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
const queryClient = createQueryClient();
// The first page's code and data are requested now, not after React's first render.
preloadRoute(queryClient, window.location);
// The first render is a transition: React draws the page in slices and lets the browser handle
// input in between, instead of holding the main thread for the whole page at once.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
setUpPwa();
