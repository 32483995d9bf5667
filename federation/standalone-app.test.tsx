import { act } from 'react';
import { screen } from '@testing-library/react';
import { renderStandalone } from './standalone-app';

function page(text: string) {
  return function TestPage() {
    return <h1>{text}</h1>;
  };
}

describe('renderStandalone', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    container.id = 'root';
    document.body.appendChild(container);
  });
  afterEach(() => container.remove());

  it('shows the app name, a link per page, and leads / to the first page', async () => {
    window.history.pushState({}, '', '/');
    let root: ReturnType<typeof renderStandalone> = null;
    await act(async () => {
      root = renderStandalone({
        appName: 'mfe-test',
        pages: [
          { path: '/first', label: 'First page', Page: page('First heading') },
          { path: '/second', label: 'Second page', Page: page('Second heading') },
        ],
      });
    });
    expect(screen.getByText('mfe-test (standalone)').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Second page' }).getAttribute('href')).toBe('/second');
    expect((await screen.findByRole('heading', { name: 'First heading' })).textContent).toBe('First heading');
    expect(window.location.pathname).toBe('/first');
    act(() => root?.unmount());
  });

  it('renders a page at / and sends unknown paths to it', async () => {
    window.history.pushState({}, '', '/nowhere');
    let root: ReturnType<typeof renderStandalone> = null;
    await act(async () => {
      root = renderStandalone({ appName: 'mfe-test', pages: [{ path: '/', label: 'Home', Page: page('Home heading') }] });
    });
    expect((await screen.findByRole('heading', { name: 'Home heading' })).textContent).toBe('Home heading');
    expect(window.location.pathname).toBe('/');
    act(() => root?.unmount());
  });

  it('renders nothing without a container', () => {
    container.remove();
    expect(renderStandalone({ appName: 'mfe-test', pages: [{ path: '/', label: 'Home', Page: page('x') }] })).toBeNull();
  });
});
