import { render, screen } from '@testing-library/react';
import { ApplicationError, ErrorBoundary } from './application-error';

function Boom(): never {
  throw new Error('chunk 42 failed to load');
}

it("shows 'Application Error', the advice and the error text when the app cannot render", () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ErrorBoundary fallback={(error) => <ApplicationError error={error} />}>
      <Boom />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Application Error' })).toBeTruthy();
  expect(screen.getByText('Failed to load the application. Please try refreshing the page.')).toBeTruthy();
  expect(screen.getByText('chunk 42 failed to load')).toBeTruthy();
  quiet.mockRestore();
});
