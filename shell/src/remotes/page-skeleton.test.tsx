import { render, screen, within } from '@testing-library/react';
import { REMOTE_ROUTES, ROUTE_PATHS } from '@renewly/shared-contracts';
import { PageSkeleton } from './page-skeleton';

const routeAt = (path: string) => REMOTE_ROUTES.find((route) => route.path === path)!;

describe('PageSkeleton', () => {
  it.each(REMOTE_ROUTES.filter((route) => !('greeting' in route)).map((route) => [route.path, route] as const))(
    "draws %s's header: its title as the level-1 heading and its subtitle",
    (_path, route) => {
      render(<PageSkeleton route={route} />);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(route.title);
      const subtitle = 'subtitle' in route ? route.subtitle : undefined;
      if (subtitle) expect(screen.getByText(subtitle).tagName).toBe('P');
      else expect(screen.getByTestId('page-skeleton').querySelector('p')).toBeNull();
    },
  );

  it("draws the policies page's header texts, outside the loading status", () => {
    render(<PageSkeleton route={routeAt(ROUTE_PATHS.policies)} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Insurance Policies' });
    const subtitle = screen.getByText('Your vehicles, renewal dates, MOT and road tax in one place.');
    const status = screen.getByRole('status', { name: 'Loading page' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    // The header is real content: only the bars are the busy region.
    expect(status.contains(heading)).toBe(false);
    expect(status.contains(subtitle)).toBe(false);
    expect(status.querySelectorAll('.renewly-skeleton__bar').length).toBeGreaterThan(0);
    expect(within(status).queryByText(/./)).toBeNull();
  });

  it("greets the user by first name on the dashboard, as the dashboard's header does", () => {
    const { rerender } = render(<PageSkeleton route={routeAt(ROUTE_PATHS.dashboard)} firstName=" Ada " />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back, Ada!');
    expect(screen.getByText("Here's an overview of your car insurance policies.")).toBeTruthy();
    rerender(<PageSkeleton route={routeAt(ROUTE_PATHS.dashboard)} firstName="" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome back!');
  });

  it("draws the header in the route's page column (a form page's is narrower)", () => {
    const { rerender } = render(<PageSkeleton route={routeAt(ROUTE_PATHS.profile)} />);
    expect(screen.getByTestId('page-skeleton').className).toBe('renewly-page renewly-page--narrow');
    rerender(<PageSkeleton route={routeAt(ROUTE_PATHS.policies)} />);
    expect(screen.getByTestId('page-skeleton').className).toBe('renewly-page');
  });

  it('draws only bars, no heading, where there is no route (the not-found page loading)', () => {
    render(<PageSkeleton />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeTruthy();
  });
});
