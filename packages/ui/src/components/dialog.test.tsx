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
});
