import type { SessionRow } from '../../auth/sessionRows';
import { answersBySource } from '../../resources/sharedAnswers';
import { currentUser } from './service';

const answers = answersBySource<
  SessionRow,
  { success: true; user: ReturnType<typeof currentUser> }
>();

/**
 * GET /api/auth/me's answer, made once for the calls that hold the same session row
 * (auth/sessionRows.ts gives the calls of one account in one batch the same row). Keyed
 * on the whole row, which the answer is made from (account and designer profile), not on
 * one of its parts.
 */
export function meAnswer(row: SessionRow) {
  return answers(row, () => ({
    success: true as const,
    user: currentUser(row.user, row.designer),
  }));
}
