import { useRef, useState, type PointerEvent } from 'react';
import { swipeDirection } from './swipe';

/** Movement (px) after which a press is a drag and not a click. */
const DRAG_SLOP = 6;

interface Drag {
  x: number;
  time: number;
}

/** Swipe or mouse drag over an element: follows the pointer and reports a swipe when released. */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const [offset, setOffset] = useState(0);

  const finish = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    setOffset(0);
    if (!from) return;
    const distance = event.clientX - from.x;
    const seconds = Math.max((performance.now() - from.time) / 1000, 0.001);
    const direction = swipeDirection(distance, distance / seconds);
    if (direction !== 0) onSwipe(direction);
  };

  return {
    offset,
    /** True once right after a drag, so the click that ends it does not open anything. */
    consumeDrag: () => {
      const wasDragged = dragged.current;
      dragged.current = false;
      return wasDragged;
    },
    handlers: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0) return;
        start.current = { x: event.clientX, time: performance.now() };
        dragged.current = false;
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (!start.current) return;
        const distance = event.clientX - start.current.x;
        if (Math.abs(distance) > DRAG_SLOP && !dragged.current) {
          dragged.current = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        if (dragged.current) setOffset(distance);
      },
      onPointerUp: finish,
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
