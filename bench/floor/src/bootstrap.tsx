// Nothing but React drawing the policies page's heading and the line under it.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
    <h1>Insurance Policies</h1>
    <p>Your vehicles, renewal dates, MOT and road tax in one place.</p>
  </main>,
);
