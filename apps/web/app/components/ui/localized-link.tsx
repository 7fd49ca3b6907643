import { Link, NavLink, type LinkProps, type NavLinkProps } from 'react-router';
import { useLocale } from '~/lib/use-locale';

/** A link that keeps the page's language: `to="/services"` becomes "/ar/services" on Arabic pages. */
export function LocalizedLink({ to, ...props }: LinkProps & { to: string }) {
  const { to: localize } = useLocale();
  return <Link to={localize(to)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  const { to: localize } = useLocale();
  return <NavLink to={localize(to)} {...props} />;
}
