// Short messages that float above the page (spec §8's error toast among them), announced politely.
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { theme } from './theme';

const TOAST_DURATION_MS = 5000;

const toastAtom = atom<{ id: number; message: string } | null>(null);

const showToastAtom = atom(null, (get, set, message: string) => {
  set(toastAtom, { id: (get(toastAtom)?.id ?? 0) + 1, message });
});

const dismissToastAtom = atom(null, (_get, set) => set(toastAtom, null));

export function useToast() {
  return useSetAtom(showToastAtom);
}

export function Toaster() {
  const toast = useAtomValue(toastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    if (!toast) return undefined;
    const timer = setTimeout(dismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);
  return (
    <div
      role="status"
      aria-live="polite"
      css={{ position: 'fixed', left: '50%', bottom: theme.space(6), transform: 'translateX(-50%)', zIndex: 1100, maxWidth: 'calc(100vw - 32px)' }}
    >
      {toast && (
        <p
          key={toast.id}
          css={{
            margin: 0,
            padding: `${theme.space(3)} ${theme.space(4)}`,
            borderRadius: theme.radius,
            background: theme.color.toastBg,
            color: theme.color.onFill,
            boxShadow: '0 4px 16px rgba(0,0,0,0.25)',
          }}
        >
          {toast.message}
        </p>
      )}
    </div>
  );
}
