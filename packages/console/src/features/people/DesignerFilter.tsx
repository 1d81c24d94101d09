import { ListFilter } from '../../resources/ListFilters';
import { DesignerSelect } from './DesignerSelect';

/** A list item that names its designer: the list joins the brand (issue 18). */
type DesignedItem = { designerId: string; designerBrand?: string | undefined };

/**
 * The designer filter of an admin's or staff member's list (a list filter's cell): the
 * searchable picker, its choice named by the brand the filtered items carry, so labelling
 * it fetches nothing.
 */
export function DesignerFilter({
  designerId,
  items,
  placeholder,
  onChange,
}: {
  designerId: string | undefined;
  items: readonly DesignedItem[] | undefined;
  placeholder: string;
  onChange: (designerId: string | undefined) => void;
}) {
  const brand = designerId
    ? items?.find((item) => item.designerId === designerId)?.designerBrand
    : undefined;
  return (
    <ListFilter>
      <DesignerSelect
        label="Designer"
        placeholder={placeholder}
        value={designerId ?? ''}
        valueLabel={brand}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </ListFilter>
  );
}
