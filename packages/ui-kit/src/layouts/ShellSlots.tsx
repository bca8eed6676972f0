import { createContext, useContext, type ReactNode } from 'react';

/**
 * Places in the shell that the app fills with feature components (the user menu, say):
 * ui-kit may not import feature packages, so apps/web hands them in through this context.
 */
export interface ShellSlots {
  /** The end of the header, after the navigation. */
  headerEnd?: ReactNode;
}

const ShellSlotsContext = createContext<ShellSlots>({});

export function ShellSlotsProvider({
  value,
  children,
}: {
  value: ShellSlots;
  children: ReactNode;
}) {
  return <ShellSlotsContext.Provider value={value}>{children}</ShellSlotsContext.Provider>;
}

export function useShellSlots(): ShellSlots {
  return useContext(ShellSlotsContext);
}
