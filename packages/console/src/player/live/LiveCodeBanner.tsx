import type { LivePushedCode } from '@runway-live/domain/live';
import { Button, tokens } from '@runway-live/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { codeTimeText, expiryOf } from '../../shared/liveCodeTime';
import { useNow } from '../../shared/useNow';

const StyledBanner = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]} ${tokens.space[3]};
  align-items: center;
  justify-content: space-between;
  padding: ${tokens.space[3]};
  border: 1px dashed ${tokens.color.accent};
  border-radius: ${tokens.radius['2']};

  & > p {
    margin: 0;
  }
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${tokens.space[2]};
  align-items: center;
`;

export type LiveCodeBannerProps = {
  code: LivePushedCode;
  /** Puts the code into the checkout's code field. */
  onApply: (code: string) => void;
  now?: () => number;
  /** The clipboard (the browser's by default; tests give their own). */
  clipboard?: Pick<Clipboard, 'writeText'>;
};

/**
 * The code the host pushed live (issue 32), on the viewer page: the code and its offer, the
 * time left (gone once it is over), "Copy" to the clipboard and "Apply" into the checkout.
 */
export function LiveCodeBanner({
  code,
  onApply,
  now = Date.now,
  clipboard = globalThis.navigator?.clipboard,
}: LiveCodeBannerProps) {
  const time = useNow(now, code.expiresAt !== null);
  const [said, setSaid] = useState('');
  const ends = expiryOf(code);
  if (ends !== null && ends <= time) return null;
  return (
    <StyledBanner aria-label="Code for viewers">
      <p>
        <strong>{code.code}</strong>: {code.offer} · <span>{codeTimeText(code, time)}</span>
      </p>
      <StyledActions>
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            void clipboard?.writeText(code.code).then(
              () => setSaid(`Copied ${code.code}`),
              () => setSaid(`Copy failed: the code is ${code.code}`),
            )
          }
        >
          Copy
        </Button>
        <Button
          size="sm"
          onClick={() => {
            onApply(code.code);
            setSaid(`${code.code} will be applied at checkout`);
          }}
        >
          Apply
        </Button>
      </StyledActions>
      <p role="status">{said}</p>
    </StyledBanner>
  );
}
