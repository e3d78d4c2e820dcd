import './styles/mantine.ts';
import '@mantine/notifications/styles.css';
import './styles/global.css';
import './styles/wallet.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
/**
 * Links the stylesheet index.html preloads (see vite.config.ts) and resolves once it applies; in
 * development Vite injects styles itself and there is nothing to wait for.
 */
const applyStyles = (): Promise<void> => {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    [...preloads].map((preload) => {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.crossOrigin = preload.crossOrigin;
      sheet.href = preload.href;
      const applied = new Promise<void>((resolve) => {
        // A sheet that fails to load leaves the site unstyled but usable, never blank.
        sheet.addEventListener('load', () => resolve(), { once: true });
        sheet.addEventListener('error', () => resolve(), { once: true });
      });
      document.head.append(sheet);
      return applied;
    }),
  ).then(() => undefined);
};

await applyStyles();
// A transition: React renders the first screen in slices and yields between them, so a phone's
// slow CPU never sees one long task from start-up to the lobby.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
