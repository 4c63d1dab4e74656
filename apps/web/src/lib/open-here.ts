import { useCallback, useState, type SetStateAction } from 'react';

/**
 * Open or closed, and closed again once `place` changes: a menu opened on one page is closed on
 * the next (pass the path). Kept as the place it was opened at, so no effect has to close it.
 */
export function useOpenHere(place: string): [boolean, (next: SetStateAction<boolean>) => void] {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const setOpen = useCallback(
    (next: SetStateAction<boolean>) =>
      setOpenAt((at) => {
        const open = typeof next === 'function' ? next(at === place) : next;
        return open ? place : null;
      }),
    [place],
  );
  return [openAt === place, setOpen];
}
