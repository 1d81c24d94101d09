import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ButtonLink } from '../Button/ButtonLink';
import type { ButtonVariant } from '../Button/Button.styles';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import type { LinkComponent } from '../Link/linkComponent';
import {
  StyledActions,
  StyledDescription,
  StyledPageHeader,
  StyledRow,
  StyledTitle,
  StyledTitleBlock,
} from './PageHeader.styles';

/** One of the page's actions: a link when it has `href`, a button otherwise. */
export type PageAction = {
  label: string;
  /** Goes to a page (e.g. "Add designer"): drawn as a button, followed as a link. */
  href?: string;
  onClick?: () => void;
  icon?: IconName;
  disabled?: boolean;
  /** A call in flight: a spinner, and the action cannot be taken twice. */
  loading?: boolean;
};

export type PageHeaderProps = {
  /** The page's title, its only h1. */
  title: ReactNode;
  /** The trail above the title: a Breadcrumbs. */
  breadcrumbs?: ReactNode;
  /** A line under the title that says what the page is for. */
  description?: ReactNode;
  /** Beside the title: a status badge, a count. */
  meta?: ReactNode;
  /** The page's main action, drawn as the primary button. */
  primaryAction?: PageAction;
  /** Other actions, drawn as secondary buttons before the primary one. */
  secondaryActions?: readonly PageAction[];
  /** The app's router link, for actions with `href`. */
  linkComponent?: LinkComponent;
  className?: string;
};

type ActionProps = {
  action: PageAction;
  variant: ButtonVariant;
  linkComponent?: LinkComponent;
};

function Action({ action, variant, linkComponent }: ActionProps) {
  const icon = action.icon ? <Icon name={action.icon} size="sm" /> : undefined;
  // A link cannot be disabled or busy: those states are drawn as a button.
  if (action.href && !action.disabled && !action.loading) {
    return (
      <ButtonLink
        href={action.href}
        onClick={action.onClick}
        variant={variant}
        icon={icon}
        linkComponent={linkComponent}
      >
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant={variant}
      icon={icon}
      disabled={action.disabled}
      loading={action.loading}
      onClick={action.onClick}
    >
      {action.label}
    </Button>
  );
}

/**
 * The top of every page: breadcrumb, the title in the console's one title style, its
 * meta and description, and the page's actions. One row on a wide screen; on a narrow
 * box (a phone) the actions move under the title and share its width, so nothing
 * scrolls sideways.
 */
export function PageHeader({
  title,
  breadcrumbs,
  description,
  meta,
  primaryAction,
  secondaryActions = [],
  linkComponent,
  className,
}: PageHeaderProps) {
  const hasActions = primaryAction !== undefined || secondaryActions.length > 0;
  return (
    <StyledPageHeader className={className}>
      {breadcrumbs}
      <StyledRow>
        <StyledTitleBlock>
          <StyledTitle>{title}</StyledTitle>
          {meta}
        </StyledTitleBlock>
        {hasActions ? (
          <StyledActions>
            {secondaryActions.map((action) => (
              <Action
                key={action.label}
                action={action}
                variant="secondary"
                linkComponent={linkComponent}
              />
            ))}
            {primaryAction ? (
              <Action action={primaryAction} variant="primary" linkComponent={linkComponent} />
            ) : null}
          </StyledActions>
        ) : null}
      </StyledRow>
      {description ? <StyledDescription>{description}</StyledDescription> : null}
    </StyledPageHeader>
  );
}
