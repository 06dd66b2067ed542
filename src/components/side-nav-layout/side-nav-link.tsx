import { Link } from 'react-router-dom';
import classes from './side-nav-link.module.css';

type Props = { to: string; label: string; active?: boolean };

/**
 * A link of the side navigation and its drawer, painted as Mantine's NavLink (decision 161): the
 * current page's link is marked `aria-current="page"`, which also gives it the active colours.
 */
export function SideNavLink({ to, label, active = false }: Props) {
  return (
    <Link to={to} className={classes.link} aria-current={active ? 'page' : undefined}>
      <div className={classes.body}>
        <span className={classes.label}>{label}</span>
      </div>
    </Link>
  );
}
