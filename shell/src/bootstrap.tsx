import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/app';
import { showStartupError } from './startup-error';

const container = document.getElementById('root');
if (!container) {
  showStartupError(new Error('The page has no #root element'));
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
