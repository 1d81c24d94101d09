import { tokens } from '@runway-live/ui';
import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { alertAtom, type Alert } from '../state/alerts';

const StyledAlert = styled.p<{ $type: Alert['type'] }>`
  margin: 0;
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border-radius: ${tokens.radius[2]};
  color: ${({ $type }) => ($type === 'error' ? tokens.color.danger : tokens.color.success)};
  background: ${({ $type }) =>
    $type === 'error' ? tokens.color.dangerSubtle : tokens.color.successSubtle};
`;

/** Where the current alert (section 3: type and text) is announced. */
export function AlertRegion() {
  const alert = useAtomValue(alertAtom);
  if (!alert) return null;
  return (
    <StyledAlert role={alert.type === 'error' ? 'alert' : 'status'} $type={alert.type}>
      {alert.text}
    </StyledAlert>
  );
}
