import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { resetToasts, toast } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => resetToasts());
    jest.useRealTimers();
  });

  test('When a toast is raised, then its title and description are announced in a status region', () => {
    renderWithTheme(<Toaster />);
    act(() => { toast({ title: 'Login Successful', description: 'Welcome back!' }); });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Login Successful');
    expect(status).toHaveTextContent('Welcome back!');
  });

  test('When two toasts are raised, then only the newest one is shown', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second', variant: 'destructive' });
    });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  test('When 5 seconds pass, then the toast disappears, and not before', () => {
    renderWithTheme(<Toaster />);
    act(() => { toast({ title: 'Saved' }); });
    act(() => { jest.advanceTimersByTime(4999); });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(1); });
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  test('When a toast asks for a shorter time, then it disappears after that time', () => {
    renderWithTheme(<Toaster />);
    act(() => { toast({ title: 'Login Successful', durationMs: 3000 }); });
    act(() => { jest.advanceTimersByTime(2999); });
    expect(screen.getByText('Login Successful')).toBeInTheDocument();
    act(() => { jest.advanceTimersByTime(1); });
    expect(screen.queryByText('Login Successful')).not.toBeInTheDocument();
  });

  test('When the dismiss button is pressed, then the toast closes', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(<Toaster />);
    act(() => { toast({ title: 'Logout failed', variant: 'destructive' }); });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Logout failed')).not.toBeInTheDocument();
  });
});
