// The second press of a double click is not a second order. A button's busy state stops a press
// while its call is under way, but a fast answer can end that call before the second press lands;
// the press's click count (`detail`: 2 for a double click's second press, 0 from the keyboard) tells
// the two apart.
import type { MouseEvent } from 'react';

export const firstPressOnly =
  (action: () => void) =>
  (event: MouseEvent): void => {
    if (event.detail <= 1) action();
  };
