import type { ApiColor } from '@runway-live/domain/api';
import { tokens, type ColumnDef } from '@runway-live/ui';
import { styled } from 'styled-components';
import { ColorSwatch } from './ColorSwatch';

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[2]};
`;

/** Column ids are the API's sort fields, so a header click becomes `sort=<id>:<direction>`. */
export const COLOR_COLUMNS: ColumnDef<ApiColor, string>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorFn: (color) => color.name,
    cell: ({ row }) => (
      <StyledName>
        <ColorSwatch hex={row.original.hex} />
        {row.original.name}
      </StyledName>
    ),
  },
  { id: 'hex', header: 'Hex code', accessorFn: (color) => color.hex ?? '—' },
];
