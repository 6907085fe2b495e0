import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing';
import { LoadError } from './load-error';

describe('LoadError', () => {
  test('When a load failed, then the alert says what failed and Try again, described by that text, loads again', async () => {
    const user = userEvent.setup();
    const retry = jest.fn();
    renderWithTheme(<LoadError message="Failed to fetch bookings" onRetry={retry} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch bookings');
    await user.click(screen.getByRole('button', { name: 'Try again', description: 'Failed to fetch bookings' }));

    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('When it replaces a page, then its title is the heading and other ways on follow Try again', () => {
    renderWithTheme(
      <LoadError title="Error Loading Team" message="Failed to load team members. Please try again later." onRetry={() => undefined}>
        <a href="/">Return Home</a>
      </LoadError>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Error Loading Team' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Try again']);
    expect(screen.getByRole('link', { name: 'Return Home' })).toBeInTheDocument();
  });
});
