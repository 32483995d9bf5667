// Standalone development page (see federation/standalone-app.tsx).
import { renderStandalone } from '../../federation/standalone-app';
import { exposedPages } from './exposed-pages';

renderStandalone({ remote: 'policies', pages: exposedPages });
