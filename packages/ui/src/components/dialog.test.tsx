import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './button';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Testimonial</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Add Testimonial">
        <input aria-label="Client name" />
        <Button>Save</Button>
      </Dialog>
    </>
  );
}

/** Re-renders while open (as a page does when its data refreshes), with a new onClose each time. */
function RefreshingHarness() {
  const [open, setOpen] = useState(false);
  const [refreshes, setRefreshes] = useState(0);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log Exercise</Button>
      <p>{refreshes} refreshes</p>
      <Dialog open={open} onClose={() => setOpen(false)} title="Log Exercise">
        <input aria-label="Reps" />
        <Button onClick={() => setRefreshes((n) => n + 1)}>Refresh</Button>
        <Button onClick={() => setOpen(false)}>Save Log</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  test('When open, then the page behind is out of reach (a button named like the dialog is found once) but live regions stay; when closed, the page is back', async () => {
    const user = userEvent.setup();
    const live = document.createElement('div');
    live.setAttribute('aria-live', 'polite');
    live.innerHTML = '<p role="status">Saved</p>';
    document.body.append(live);
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    expect(screen.queryByRole('button', { name: 'Add Testimonial' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Testimonial' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Add Testimonial' })).toHaveFocus();
    expect(document.querySelector('[aria-hidden], [inert]')).toBeNull();
    live.remove();
  });

  test('When opened, then it is a modal dialog named by its title with focus inside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Testimonial' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  test('When Tab is pressed on the last control, then focus wraps to the first one', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Add Testimonial' }));
    screen.getByRole('button', { name: 'Save' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
  });

  test('When Escape is pressed, then the dialog closes and focus returns to the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Add Testimonial' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('When the page re-renders while it is open, then focus stays where it was, and closing still returns it to the opener', async () => {
    const user = userEvent.setup();
    renderWithTheme(<RefreshingHarness />);
    await user.click(screen.getByRole('button', { name: 'Log Exercise' }));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByText('1 refreshes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save Log' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log Exercise' })).toHaveFocus();
  });
});
