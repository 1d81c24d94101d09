import { Link } from '@runway-live/ui';
import { RouterLink } from '../../shared/RouterLink';
import { routePath } from '@runway-live/domain/access';

/**
 * The way to the full designer application (/authv2) from the login page and the register
 * wizard, which had none: a brand that wants to sell applies there.
 */
export function ApplyLink() {
  return (
    <>
      Selling a fashion brand?{' '}
      <Link href={routePath('authv2')} linkComponent={RouterLink}>
        Apply as a designer
      </Link>
    </>
  );
}
