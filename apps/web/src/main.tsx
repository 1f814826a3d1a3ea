import { installCspSupport } from './app/csp-nonce';

installCspSupport();

// The app is imported after the policy support is in place: its libraries insert styles as they load.
const { StrictMode } = await import('react');
const { createRoot } = await import('react-dom/client');
const { App } = await import('./app/App');

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
