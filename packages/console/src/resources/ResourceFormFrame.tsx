import { Button, Card, Link, tokens } from '@runway-live/ui';
import { useAtomValue } from 'jotai';
import type { FormEvent, ReactNode, Ref } from 'react';
import { styled } from 'styled-components';
import { RouterLink } from '../shared/RouterLink';
import { submitOnEnter } from '../forms/submitOnEnter';
import { DASHBOARD_CRUMB, Page, PageBlocks, type PageProps } from '../shared/Page';
import { unsavedChangesAtom } from '../state/unsavedChanges';

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

/** A section's fields, one under the other; min-width lets a wide one scroll in its card. */
export const FormStack = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

/** Two or more short fields side by side, wrapping one under the other when narrow. */
export const FormPair = styled.div<{ $columnMin?: string }>`
  display: grid;
  grid-template-columns: repeat(
    auto-fit,
    minmax(min(100%, ${(props) => props.$columnMin ?? '14rem'}), 1fr)
  );
  gap: ${tokens.space[4]};
`;

// A destructive action (Delete) keeps to the other end of the row.
const StyledStart = styled.div`
  margin-right: auto;
`;

/** One titled card of a sectioned form ('Basics', 'Pricing' …). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} headingLevel={2} width="fluid">
      {children}
    </Card>
  );
}

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
  /** What the save button says (useResourceForm's `submitLabel`); 'Save' when left out. */
  submitLabel?: string;
  /**
   * The fields are FormSections, each a card of the page's width (a long form: the
   * product's); otherwise they sit in one regular card.
   */
  sectioned?: boolean;
  /** An action at the start of the row, e.g. the edit page's Delete. */
  startAction?: ReactNode;
  /** A block of the page after the form, outside it (a group's embed code). */
  after?: ReactNode;
  children: ReactNode;
};

/**
 * A resource's form page: its header (title, breadcrumb back to the list), the fields in
 * a card or in sections, then the one row of Cancel (back to the list, asking first when
 * changes are unsaved) and Save. While the form has unsaved changes the header's bar is
 * the page's save (it says the same), so the row's Save steps aside: one save at a time;
 * Enter in a field still submits the form (submitOnEnter).
 */
export function ResourceFormFrame({
  title,
  list,
  parents = [DASHBOARD_CRUMB, { label: list.title, path: list.path }],
  formRef,
  onSubmit,
  saving,
  submitLabel = 'Save',
  sectioned = false,
  startAction,
  after,
  children,
}: ResourceFormFrameProps) {
  const barShows = useAtomValue(unsavedChangesAtom) !== null;
  const actions = (
    <FormActions>
      {startAction ? <StyledStart>{startAction}</StyledStart> : null}
      <Link href={list.path} linkComponent={RouterLink}>
        Cancel
      </Link>
      {barShows ? null : (
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      )}
    </FormActions>
  );
  if (sectioned) {
    return (
      <Page title={title} parents={parents}>
        <PageBlocks
          as="form"
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          onKeyDown={submitOnEnter}
          aria-label={title}
        >
          {children}
          {actions}
        </PageBlocks>
        {after}
      </Page>
    );
  }
  return (
    <Page title={title} parents={parents}>
      <Card width="regular">
        <StyledForm
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          onKeyDown={submitOnEnter}
          aria-label={title}
        >
          {children}
          {actions}
        </StyledForm>
      </Card>
      {after}
    </Page>
  );
}
