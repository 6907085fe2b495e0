import { act } from '@testing-library/react';
import { resetToasts } from '@wsms/ui';
import { forgetLoadedRemotes } from '../features/remotes/remote-area';
import { forgetAutoReloads } from '../features/remotes/remote-error-boundary';

/** Toasts, loaded remotes and automatic reloads live in module state: start every test from none. */
export function resetShellState() {
  act(() => resetToasts());
  forgetLoadedRemotes();
  forgetAutoReloads();
}
