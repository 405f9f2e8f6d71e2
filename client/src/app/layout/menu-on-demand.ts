import { useState, type KeyboardEvent } from 'react';
import { onDemand, useOnDemand } from '../../ui/on-demand.ts';

/**
 * A header menu whose Radix popup is fetched on demand: until first opened, its trigger is a plain button that
 * says it opens a menu; pointing at it or focusing it fetches the popup, and a click, Enter, Space or ↓ opens
 * it. From then on the Radix menu (trigger included) is rendered, first open, and behaves as Radix's always does.
 */
export const useMenuOnDemand = <T>(popup: ReturnType<typeof onDemand<T>>) => {
  const [loaded, request] = useOnDemand(popup);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpened(true);
    void request();
  };
  const triggerProps = {
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: () => void request(),
    onFocus: () => void request(),
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      open();
    },
  };
  return { popup: opened ? loaded : undefined, triggerProps };
};
