import { Button, Card, Link, tokens } from '@runway-live/ui';
import type { FormEvent, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { RouterLink } from '../app/RouterLink';
import { DASHBOARD_CRUMB, Page, type PageProps } from '../app/Page';

const StyledForm = styled.form`
  display: grid;
  gap: ${tokens.space[4]};
`;

/** A form's Cancel and Save row, right-aligned: every resource form ends with it. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
  align-items: center;
  justify-content: flex-end;
`;

export type ResourceFormFrameProps = {
  /** 'Add color', 'Edit color'. */
  title: string;
  /** The list above it: its title and path, e.g. 'Colors', '/colors'. */
  list: { title: string; path: string };
  /** The trail above the form; the dashboard and the list when left out. */
  parents?: PageProps['parents'];
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  children: ReactNode;
};

/**
 * A resource's form page: its header (title, breadcrumb back to the list), the fields in
 * a card, then Cancel (back to the list, asking first when changes are unsaved) and Save.
 */
export function ResourceFormFrame({
  title,
  list,
  parents = [DASHBOARD_CRUMB, { label: list.title, path: list.path }],
  formRef,
  onSubmit,
  saving,
  children,
}: ResourceFormFrameProps) {
  return (
    <Page title={title} parents={parents}>
      <Card width="regular">
        <StyledForm ref={formRef} noValidate onSubmit={onSubmit} aria-label={title}>
          {children}
          <FormActions>
            <Link href={list.path} linkComponent={RouterLink}>
              Cancel
            </Link>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </FormActions>
        </StyledForm>
      </Card>
    </Page>
  );
}
