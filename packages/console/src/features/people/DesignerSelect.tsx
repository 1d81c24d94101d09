import { LIST_LIMIT_MAX, type ApiUser } from '@runway-live/domain';
import { Select, type SelectProps } from '@runway-live/ui';
import { forwardRef } from 'react';
import { useDesignerList } from './designersApi';

/** Approved designers, by brand: the designers a resource may belong to. */
const APPROVED = {
  page: '1',
  limit: String(LIST_LIMIT_MAX),
  sort: 'brandName:asc',
  applicationStatus: 'approved',
};

/** A designer as lists and pickers name them: the brand, else the person. */
export function designerName(user: ApiUser): string {
  return user.designer?.brandName || user.fullName;
}

/** The approved designers (admin and staff only), for pickers and the designer column. */
export function useApprovedDesigners(enabled = true) {
  return useDesignerList(APPROVED, enabled);
}

export type DesignerSelectProps = Omit<SelectProps, 'options'>;

/**
 * Admin and staff pick the designer a new object belongs to first (issue 12): a select of
 * the approved designers, by brand.
 */
export const DesignerSelect = forwardRef<HTMLSelectElement, DesignerSelectProps>(
  function DesignerSelect({ disabled, hint, ...rest }, ref) {
    const designers = useApprovedDesigners();
    const options = (designers.data?.items ?? []).map((user) => ({
      value: user._id,
      label: designerName(user),
    }));
    return (
      <Select
        ref={ref}
        options={options}
        disabled={disabled || designers.isPending}
        hint={designers.isPending ? 'Loading the designers…' : hint}
        {...rest}
      />
    );
  },
);
