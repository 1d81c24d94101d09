import { Button, tokens } from '@runway-live/ui';
import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';

/** How far down the page the reader is before new orders are counted in the pill. */
const SCROLLED_PX = 200;

const StyledPill = styled.div`
  position: fixed;
  inset-block-start: ${tokens.space[8]};
  inset-inline-start: 50%;
  z-index: ${tokens.z.sticky};
  transform: translateX(-50%);
  border-radius: ${tokens.radius.pill};
  box-shadow: ${tokens.shadow[2]};
`;

/**
 * The orders that arrived while the list was open: which are new (the rows' quiet "New"),
 * and how many came while the reader had scrolled away from the top (the pill's count).
 */
export function useNewOrders() {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const [unseen, setUnseen] = useState(0);
  const arrived = useCallback((id: string) => {
    setIds((current) => new Set(current).add(id));
    if (window.scrollY > SCROLLED_PX) setUnseen((count) => count + 1);
  }, []);
  const seen = useCallback(() => {
    setUnseen(0);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  // Back at the top, the new rows are in sight: the count goes.
  useEffect(() => {
    const onScroll = () => {
      if (window.scrollY <= SCROLLED_PX) setUnseen(0);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const isNew = useCallback((id: string) => ids.has(id), [ids]);
  return { arrived, seen, unseen, isNew };
}

/** "3 new orders": back to the top of the list, where they are. Announced politely. */
export function NewOrdersPill({ count, onShow }: { count: number; onShow: () => void }) {
  return (
    <div role="status">
      {count > 0 ? (
        <StyledPill>
          <Button size="sm" onClick={onShow}>
            {count === 1 ? '1 new order' : `${count} new orders`}
          </Button>
        </StyledPill>
      ) : null}
    </div>
  );
}
