import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SlotMarker, slotProblem } from './SlotMarker';

describe('SlotMarker', () => {
  it('turns a drag over the image into a slot in image pixels', () => {
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <SlotMarker
          src="/x.png"
          width={800}
          height={600}
          slot={{ x: 0, y: 0, width: 0, height: 0 }}
          onChange={onChange}
        />
      </MantineProvider>,
    );
    const surface = screen.getByTestId('slot-marker');
    // jsdom lays nothing out: the surface is 400×300 on the screen, half the image's size
    surface.getBoundingClientRect = () =>
      ({
        left: 10,
        top: 20,
        width: 400,
        height: 300,
        right: 410,
        bottom: 320,
        x: 10,
        y: 20,
      }) as DOMRect;
    fireEvent.pointerDown(surface, { clientX: 110, clientY: 70, pointerId: 1 });
    fireEvent.pointerMove(surface, { clientX: 260, clientY: 170, pointerId: 1 });
    expect(onChange).toHaveBeenLastCalledWith({ x: 200, y: 100, width: 300, height: 200 });
  });

  it('says when a slot is too small or leaves the image', () => {
    const size = { width: 800, height: 600 };
    expect(slotProblem({ x: 0, y: 0, width: 20, height: 100 }, size)).toMatch(/маленькое/);
    expect(slotProblem({ x: 700, y: 0, width: 200, height: 100 }, size)).toMatch(/выходит/);
    expect(slotProblem({ x: 600, y: 400, width: 200, height: 200 }, size)).toBeNull();
  });
});
