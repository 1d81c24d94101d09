import { type ApiWebEvent } from '@runway-live/domain/api';
import { originLineMessage, webEventEmbedSchema } from '@runway-live/domain/schemas';
import { Button, TextAreaField } from '@runway-live/ui';
import { useState } from 'react';
import { failureMessage } from '../../api/ApiProvider';
import { useToast } from '../../shared/useToast';
import { originsOf, originsText } from './embedCode';
import { ALLOWED_ORIGINS_NOTE } from './EmbedCodeSection';
import { webEvents } from './webEventsApi';

/** The first problem of the lines, by the domain's embed rule: 'Line 2: Must be …'. */
function problemOf(lines: string[]): string | null {
  const parsed = webEventEmbedSchema.safeParse({ allowedOrigins: lines });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0]!;
  const index = issue.path[1];
  return typeof index === 'number' ? originLineMessage(index + 1, issue.message) : issue.message;
}

/**
 * The sites allowed to embed a web event's player (its `embed.allowedOrigins`, the
 * player page's frame-ancestors), one per line, saved on their own (PATCH embed).
 */
export function AllowedOriginsField({ webEvent }: { webEvent: ApiWebEvent }) {
  const toast = useToast();
  const update = webEvents.useUpdate(webEvent._id);
  const saved = originsText(webEvent.embed.allowedOrigins);
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    const lines = originsOf(text);
    const problem = problemOf(lines);
    setError(problem);
    if (problem) return;
    try {
      const answer = await update.mutateAsync({ embed: { allowedOrigins: lines } });
      setText(originsText(answer.embed.allowedOrigins));
      toast.success('Allowed sites saved');
    } catch (failure) {
      toast.error(failureMessage(failure));
    }
  };
  return (
    <>
      <TextAreaField
        label="Sites allowed to embed the player"
        name="allowedOrigins"
        hint={ALLOWED_ORIGINS_NOTE}
        value={text}
        spellCheck={false}
        placeholder="https://brand.com"
        error={error ?? undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <Button
          variant="secondary"
          loading={update.isPending}
          disabled={text === saved}
          onClick={() => void save()}
        >
          Save allowed sites
        </Button>
      </div>
    </>
  );
}
