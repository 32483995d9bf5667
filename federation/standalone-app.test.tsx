import { act } from 'react';
import { screen } from '@testing-library/react';
import { renderStandalone } from './standalone-app';

function page(text: string) {
  return async () => ({
    default: function TestPage() {
      return <h1>{text}</h1>;
    },
  });
}

const reminderPages = {
  RemindersPage: page('Reminders heading'),
  EmailTestPage: page('Email heading'),
  SmsTestPage: page('SMS heading'),
};

describe('renderStandalone', () => {
  let container: HTMLDivElement;
  beforeEach(() => {
    container = document.createElement('div');
    container.id = 'root';
    document.body.appendChild(container);
  });
  afterEach(() => container.remove());

  it("shows the remote's name, a link per registered route, and leads / to the first one", async () => {
    window.history.pushState({}, '', '/');
    let root: ReturnType<typeof renderStandalone> = null;
    await act(async () => {
      root = renderStandalone({ remote: 'reminders', pages: reminderPages });
    });
    expect(screen.getByText('mfe-reminders (standalone)').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'SMS test' }).getAttribute('href')).toBe('/sms-test');
    expect((await screen.findByRole('heading', { name: 'Reminders heading' })).textContent).toBe('Reminders heading');
    expect(window.location.pathname).toBe('/reminders');
    act(() => root?.unmount());
  });

  it('renders the page registered at / and sends unknown paths to it', async () => {
    window.history.pushState({}, '', '/nowhere');
    let root: ReturnType<typeof renderStandalone> = null;
    await act(async () => {
      root = renderStandalone({
        remote: 'policies',
        pages: { DashboardPage: page('Home heading'), PoliciesPage: page('Policies heading') },
      });
    });
    expect((await screen.findByRole('heading', { name: 'Home heading' })).textContent).toBe('Home heading');
    expect(window.location.pathname).toBe('/');
    act(() => root?.unmount());
  });

  it('renders nothing without a container', () => {
    container.remove();
    expect(renderStandalone({ remote: 'quotes', pages: { QuotesPage: page('x') } })).toBeNull();
  });
});
