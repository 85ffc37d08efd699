'use client';

import { useState } from 'react';

export function CountButton() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pulsado {count} veces
    </button>
  );
}
