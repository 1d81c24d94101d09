import { Button, Icon, tokens } from '@runway-live/ui';
import { styled } from 'styled-components';
import { reportParams, useOrdersReportCsv } from './ordersReportApi';
import { OrdersReportBody } from './OrdersReportScreen';
import { useOrdersReportUrl } from './useOrdersReportUrl';

const StyledBody = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/**
 * A designer's orders report on their dashboard (issue 33, decision 0054): the report's
 * filters and figures for their own brand (the server reads their own orders only), with
 * its CSV; the period and filters in the dashboard's URL, so a sales card opens it on its
 * period.
 */
export function DesignerSalesReport() {
  const { query } = useOrdersReportUrl();
  const csv = useOrdersReportCsv();
  return (
    <StyledBody>
      <StyledActions>
        <Button
          variant="secondary"
          icon={<Icon name="download" />}
          loading={csv.downloading}
          onClick={() => void csv.download({ query: { ...reportParams(query), format: 'csv' } })}
        >
          Export CSV
        </Button>
      </StyledActions>
      {/* The dashboard's totals have their own 'Orders' (every order, whatever its state). */}
      <OrdersReportBody isStaff={false} ordersLabel="Paid orders" />
    </StyledBody>
  );
}

export default DesignerSalesReport;
