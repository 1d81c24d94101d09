import { applicationRejectionSchema } from '@runway-live/domain/api';
import { TEXT_LIMITS } from '@runway-live/domain/schemas';
import { Button, ConfirmDialog, Dialog, TextAreaField, tokens } from '@runway-live/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';

const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[3]};
`;

export type RejectDialogProps = {
  open: boolean;
  /** Whose application: a brand's name, or '3 applications'. */
  subject: string;
  busy: boolean;
  onCancel: () => void;
  /** The reason given, trimmed; the designer is mailed it. */
  onReject: (reason: string) => void;
};

/**
 * Rejecting applications asks the reason the designers are mailed (issue 20). The
 * reason's rule is the API's (applicationRejectionSchema): filled in, within its length.
 */
export function RejectDialog({ open, subject, busy, onCancel, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = 'reject-application';

  const close = () => {
    setReason('');
    setError(undefined);
    onCancel();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = applicationRejectionSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onReject(parsed.data.reason);
  };

  return (
    <Dialog
      open={open}
      title={`Reject ${subject}?`}
      tone="error"
      onClose={busy ? () => undefined : close}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form={formId} loading={busy}>
            Reject
          </Button>
        </>
      }
    >
      <StyledForm id={formId} noValidate onSubmit={submit}>
        <p>The designer is mailed this reason.</p>
        <TextAreaField
          label="Reason"
          required
          autoFocus
          maxLength={TEXT_LIMITS.application.rejectionReason}
          value={reason}
          error={error}
          onChange={(event) => setReason(event.target.value)}
        />
      </StyledForm>
    </Dialog>
  );
}

export type ApproveDialogProps = {
  open: boolean;
  subject: string;
  busy: boolean;
  /** The application was rejected: approving it sets the rejection aside. */
  reconsidering?: boolean;
  onCancel: () => void;
  onApprove: () => void;
};

/** Approving asks first: the designer is mailed at once. */
export function ApproveDialog({
  open,
  subject,
  busy,
  reconsidering = false,
  onCancel,
  onApprove,
}: ApproveDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={reconsidering ? `Reconsider ${subject} and approve?` : `Approve ${subject}?`}
      confirmLabel="Approve"
      busy={busy}
      onCancel={onCancel}
      onConfirm={onApprove}
    >
      {reconsidering ? 'The rejection is set aside. ' : null}
      Each designer approved can sell on the marketplace and is mailed at once; one without a
      password gets a link to choose it.
    </ConfirmDialog>
  );
}
