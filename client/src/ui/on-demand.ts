import { useCallback, useEffect, useState } from 'react';

/**
 * A module fetched the first time someone reaches for it (a menu's popup, a dialog): the first page then loads no
 * code for widgets nobody opened. `load` may be called again and again (hover, focus, click); it fetches once.
 */
export const onDemand = <T>(importer: () => Promise<T>) => {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () => (pending ??= importer().then((module) => (loaded = module))),
    current: () => loaded,
  };
};

/**
 * The module once asked for (by `request`, or at once with `eager`) and loaded; undefined before. Every component
 * using the same on-demand module sees it as soon as any of them has fetched it.
 */
export const useOnDemand = <T>(module: ReturnType<typeof onDemand<T>>, eager = false) => {
  const [value, setValue] = useState(module.current);
  const request = useCallback(() => module.load().then((loaded) => setValue(() => loaded)), [module]);
  useEffect(() => {
    if (eager && value === undefined) void request();
  }, [eager, value, request]);
  return [value, request] as const;
};
