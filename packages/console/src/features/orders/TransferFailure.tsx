import { isAdmin } from '@runway-live/domain/access';
import type { ApiOrder } from '@runway-live/domain/orders';
import { Alert, Button, tokens } from '@runway-live/ui';
import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { failureMessage } from '../../api/ApiProvider';
import { useToast } from '../../shared/useToast';
import { userAtom } from '../../state/session';
import { useOrderWrites } from './ordersApi';

const StyledFailure = styled.div`
  display: grid;
  gap: ${tokens.space[2]};
  justify-items: start;
`;

/**
 * The designer's transfer the payment provider refused (decision 0034): said to everyone who
 * sees the order, and retried by an admin, the only one the server lets retry it.
 */
export function TransferFailure({ order }: { order: ApiOrder }) {
  const user = useAtomValue(userAtom);
  const writes = useOrderWrites(order._id);
  const toast = useToast();
  const failure = order.transferFailure;
  if (!failure || order.transfer) return null;

  const retry = async () => {
    try {
      await writes.retryTransfer.mutateAsync();
      toast.success('Transfer made');
    } catch (error) {
      toast.error(failureMessage(error));
    }
  };

  return (
    <StyledFailure>
      <Alert tone="error">
        The transfer to the designer failed ({failure.attempts}{' '}
        {failure.attempts === 1 ? 'attempt' : 'attempts'}): {failure.message}
      </Alert>
      {user && isAdmin(user) ? (
        <Button
          variant="secondary"
          size="sm"
          loading={writes.retryTransfer.isPending}
          onClick={() => void retry()}
        >
          Retry transfer
        </Button>
      ) : null}
    </StyledFailure>
  );
}
