// A table that scrolls sideways when the screen is narrower than it (phones): while it does,
// its scroll box is a named tab stop, so the keyboard can scroll it too (WCAG 2.1.1; axe's
// scrollable-region-focusable). Where the table fits, there is no extra tab stop.
import { Table } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface TableScrollProps {
  /** The scroll box's name, usually the table's own. */
  label: string;
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

export function TableScroll({ label, minWidth, children }: TableScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  // Measured now and after each resize of the box: does the table overflow it?
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <Table.ScrollContainer
      ref={ref}
      minWidth={minWidth}
      type="native"
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'group' : undefined}
      aria-label={scrolls ? label : undefined}
    >
      {children}
    </Table.ScrollContainer>
  );
}
