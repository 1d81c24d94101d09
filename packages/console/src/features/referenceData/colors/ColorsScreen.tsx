import { colorListQuerySchema } from '@runway-live/domain/api';
import { useCanWrite } from '../../../shared/useCanWrite';
import { useListUrlState } from '../../../resources/listUrlState';
import { ResourceListPage } from '../../../resources/ResourceListPage';
import { COLOR_COLUMNS } from './colorColumns';
import { colors } from './colorsApi';

/** The colours products are offered in: admin and staff add, edit and delete; designers read. */
export function ColorsScreen() {
  const listState = useListUrlState(colorListQuerySchema);
  const list = colors.useList(listState.apiQuery);
  const remove = colors.useRemove();
  const canWrite = useCanWrite();
  return (
    <ResourceListPage
      title="Colors"
      description="The colours products are offered in, with the hex code of their swatch."
      list={list}
      listState={listState}
      columns={COLOR_COLUMNS}
      rowLabel={(color) => color.name}
      searchLabel="Search colors"
      searchPlaceholder="Name or hex code"
      noun={{ one: 'color', many: 'colors' }}
      write={
        canWrite
          ? {
              addHref: colors.paths.add,
              editHref: (color) => colors.paths.edit(color._id),
              remove,
            }
          : undefined
      }
    />
  );
}

export { ColorsScreen as Screen };
