import { zoneLabel } from '@runway-live/domain/display';
import { tokens } from '@runway-live/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DesignerFilter } from '../people';
import { ReportPeriodFilters, type ReportPeriodState } from './ReportPeriod';

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: flex-end;
`;

const StyledZone = styled.p`
  margin: 0;
  color: ${tokens.color.textMuted};
  font-size: ${tokens.fontSize[2]};
`;

type DesignerChoice = {
  id: string | undefined;
  /** The designers the report shows, offered first (their brand names). */
  items: { designerId: string; designerBrand: string }[] | undefined;
  onChange: (designerId: string | undefined) => void;
};

/**
 * Every report's filters (issue 33): the period, the designer for admin and staff (given
 * only to them), the report's own filters, and under them the zone the times are read in.
 */
export function ReportFilterBar({
  period,
  onPeriod,
  designer,
  timeZone,
  zoneNote,
  children,
}: {
  period: ReportPeriodState;
  onPeriod: (next: Partial<Record<'preset' | 'from' | 'to', string | undefined>>) => void;
  designer?: DesignerChoice | null;
  timeZone: string;
  /** Said after the zone (the period compared with, say). */
  zoneNote?: string;
  children?: ReactNode;
}) {
  return (
    <>
      <StyledFilters>
        <ReportPeriodFilters state={period} update={onPeriod} />
        {designer ? (
          <DesignerFilter
            designerId={designer.id}
            items={designer.items}
            placeholder="Any designer"
            onChange={designer.onChange}
          />
        ) : null}
        {children}
      </StyledFilters>
      <StyledZone>
        Times in {zoneLabel(timeZone, new Date())}
        {zoneNote ? `; ${zoneNote}` : ''}.
      </StyledZone>
    </>
  );
}
