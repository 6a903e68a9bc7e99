import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useSignals } from '@preact/signals-react/runtime';
import type { ModalContent } from '../../stores/modal.ts';

function Rendered({ render }: { render: () => ReactNode }) {
  // What render() shows may read signals itself.
  useSignals();
  return <>{render()}</>;
}

/**
 * Modal content React renders (the coupon reveal, the lightbox), in a root of its own. It is rendered
 * at once, so that the dialog can move focus into it as it opens.
 */
export function reactContent(render: () => ReactNode): ModalContent {
  return {
    kind: 'mount',
    mount(host) {
      const root = createRoot(host);
      flushSync(() => root.render(<Rendered render={render} />));
      return () => root.unmount();
    },
  };
}
