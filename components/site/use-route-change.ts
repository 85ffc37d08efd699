'use client';

import { usePathname } from 'next/navigation';
import { useState } from 'react';

/**
 * Calls `onChange` while rendering the first time a new route is shown (links, back and
 * forward), e.g. to close an open menu. Adjusting state during render avoids an extra pass
 * through an effect.
 */
export function useRouteChange(onChange: () => void) {
  const pathname = usePathname();
  const [seenPathname, setSeenPathname] = useState(pathname);
  if (seenPathname !== pathname) {
    setSeenPathname(pathname);
    onChange();
  }
}
