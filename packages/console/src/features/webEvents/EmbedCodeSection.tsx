import { Button, CodeSnippet, Select, tokens } from '@runway-live/ui';
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageColumns } from '../../shared/Page';
import { useToast } from '../../shared/useToast';
import { DetailSection } from '../../resources/ResourceDetailPage';
import { FormStack } from '../../resources/ResourceFormFrame';
import { iframeSnippet, loaderSnippet, playerPath, type PlayerType } from './embedCode';

/** A part's heading inside the embed code section, in the code snippets' voice. */
export const EmbedSubheading = styled.h3`
  margin: 0;
  font-size: ${tokens.fontSize[3]};
  font-weight: ${tokens.fontWeight.semibold};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

const StyledPreview = styled.iframe`
  display: block;
  width: 100%;
  height: 32rem;
  border: ${tokens.borderWidth[1]} solid ${tokens.color.border};
  border-radius: ${tokens.radius[2]};
  background: ${tokens.color.surfaceMuted};
`;

const TYPE_LABELS: Record<PlayerType, string> = {
  live: 'The live stream',
  replay: 'The replay',
  group: 'The group, one web event after the other',
};

export type EmbedCodeSectionProps = {
  /** The web event's or the group's id. */
  id: string;
  /** Its name: the iframe's title, for screen readers on the brand's page. */
  title: string;
  /** What the player may play: live and replay for a web event, the group for a group. */
  types: readonly PlayerType[];
  defaultType: PlayerType;
  /** Said above the code (a draft is not shown by the player yet). */
  notice?: ReactNode;
  /** The origins allowed to embed it: an editor, or the group's read-only list. */
  origins: ReactNode;
};

/**
 * The embed code of a web event or a group: the iframe to paste and the one-line loader
 * that sizes it (each with Copy and a toast), the sites allowed to embed it beside them,
 * and a live preview of the player as the brand's page will show it.
 */
export function EmbedCodeSection({
  id,
  title,
  types,
  defaultType,
  notice,
  origins,
}: EmbedCodeSectionProps) {
  const toast = useToast();
  const [type, setType] = useState<PlayerType>(defaultType);
  // The player loads when asked: a page visit does not start its video.
  const [previewing, setPreviewing] = useState(false);
  const origin = window.location.origin;
  const path = playerPath(id, type);
  const copied = (what: string) => () => toast.success(`${what} copied`);
  const refused = () =>
    toast.error('The browser refused the copy: the code is selected, copy it by hand.');
  return (
    <DetailSection title="Embed code">
      <PageColumns>
        <FormStack>
          {notice ? <StyledNote>{notice}</StyledNote> : null}
          {types.length > 1 ? (
            <Select
              label="The player plays"
              options={types.map((value) => ({ value, label: TYPE_LABELS[value] }))}
              value={type}
              onChange={(event) => setType(event.target.value as PlayerType)}
            />
          ) : null}
          <CodeSnippet
            label="Iframe"
            hint="Paste it where the player goes on your page."
            code={iframeSnippet(origin, path, title)}
            onCopied={copied('Iframe')}
            onCopyFailed={refused}
          />
          <CodeSnippet
            label="Script loader"
            hint="Paste it once, after the iframe: it fits the player to your page’s width, on phones too."
            code={loaderSnippet(origin)}
            onCopied={copied('Script loader')}
            onCopyFailed={refused}
          />
        </FormStack>
        <FormStack>{origins}</FormStack>
      </PageColumns>
      <FormStack>
        <EmbedSubheading>Preview</EmbedSubheading>
        <div>
          <Button
            variant="secondary"
            aria-expanded={previewing}
            onClick={() => setPreviewing((shown) => !shown)}
          >
            {previewing ? 'Hide the preview' : 'Show the preview'}
          </Button>
        </div>
        {previewing ? (
          <StyledPreview
            key={path}
            src={path}
            title={`Preview of the player: ${title}`}
            allow="autoplay; fullscreen; picture-in-picture"
          />
        ) : (
          <StyledNote>The player as your page will show it, from this console’s site.</StyledNote>
        )}
      </FormStack>
    </DetailSection>
  );
}

/** What the allowed origins do, beside them. */
export const ALLOWED_ORIGINS_PURPOSE =
  'Only pages on these sites may show the player: browsers refuse it anywhere else.';

/** The note of the web event's field: what the list does and how to write it. */
export const ALLOWED_ORIGINS_NOTE = `${ALLOWED_ORIGINS_PURPOSE} One origin per line, such as https://brand.com (no path). This console’s own site is always allowed.`;
