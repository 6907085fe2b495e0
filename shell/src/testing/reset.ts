import { act } from '@testing-library/react';
import { resetToasts } from '@wsms/ui';
import { forgetLoadedRemotes } from '../features/remotes/remote-area';

/** Toasts and loaded remotes live in module state: start every test from none. */
export function resetShellState() {
  act(() => resetToasts());
  forgetLoadedRemotes();
}
