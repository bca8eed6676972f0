import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts the one confirm dialog of the shell; `useConfirm()` asks through it. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [opened, setOpened] = useState(false);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    // A second question replaces the first; the first counts as cancelled.
    resolver.current?.(false);
    setOptions(next);
    setOpened(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpened(false);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {/* Mounted closed from the start: Mantine notes the element to give focus back to when
          a mounted modal opens, not when it mounts already open, so the first question of a page
          (Delete on a focused file, say) left focus on <body> after either answer. */}
      <ConfirmDialog
        {...(options ?? { message: '' })}
        opened={opened}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </ConfirmContext.Provider>
  );
}

/** `const ok = await confirm({ message: 'Удалить файл?' })` resolves true on confirm. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
