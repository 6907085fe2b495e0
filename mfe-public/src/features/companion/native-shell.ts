// The mobile view may run inside a native shell (Capacitor-style bridge on window.Capacitor).
// In a browser there is no bridge; every call then does nothing, and a failing call is ignored.

type Result = unknown;

interface NativeBridge {
  isNativePlatform?: () => boolean;
  Plugins?: {
    StatusBar?: { setStyle?: (o: { style: string }) => Result; setBackgroundColor?: (o: { color: string }) => Result };
    Haptics?: { impact?: (o: { style: string }) => Result };
    App?: { addListener?: (event: 'appStateChange', listener: (state: { isActive: boolean }) => void) => Result };
  };
}

declare global {
  interface Window {
    Capacitor?: NativeBridge;
  }
}

const plugins = () => (window.Capacitor?.isNativePlatform?.() ? window.Capacitor.Plugins : undefined);

function quietly(call: () => Result): Result {
  try {
    const result = call();
    if (result instanceof Promise) return result.catch(() => undefined);
    return result;
  } catch {
    return undefined;
  }
}

export const nativeShell = {
  setStatusBar(color: string) {
    quietly(() => plugins()?.StatusBar?.setStyle?.({ style: 'DARK' }));
    quietly(() => plugins()?.StatusBar?.setBackgroundColor?.({ color }));
  },
  tapFeedback() {
    quietly(() => plugins()?.Haptics?.impact?.({ style: 'LIGHT' }));
  },
  /** Calls `listener` when the app comes to the foreground or goes to the background; returns an unsubscribe. */
  onAppStateChange(listener: (isActive: boolean) => void): () => void {
    const handle = quietly(() => plugins()?.App?.addListener?.('appStateChange', (state) => listener(state.isActive)));
    return () => {
      void quietly(() =>
        Promise.resolve(handle).then((h) => (h as { remove?: () => Result } | undefined)?.remove?.()),
      );
    };
  },
};
