import { lazy, Suspense } from 'react';
import { Anchor, Burger, Group, Skeleton, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useLabels } from '../../api/use-labels.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { ProfilePhoto } from '../../components/profile-photo.tsx';
import { SideNavLayout } from '../../components/side-nav-layout/side-nav-layout.tsx';
import { SideNavLink } from '../../components/side-nav-layout/side-nav-link.tsx';
import { useNavigationDrawer } from '../../components/use-navigation-drawer.ts';
import { currentRole, type Role } from '../../session/role.ts';
import { useOwnProfile, useOwnProfileAskedFor } from '../../session/use-own-profile.ts';
import { useSessionExpiry } from '../../session/use-session-expiry.ts';
import { accountTexts } from '../../components/dashboard-texts/account.ts';
import { dashboardShellTexts } from '../../components/dashboard-texts/dashboard-shell.ts';
import { useEveryDashboardTextSoon } from '../../components/dashboard-texts/use-every-dashboard-text-soon.ts';
import { useLocale } from '../../i18n/locale-context.tsx';
import { useTexts, useTextsReady, type Texts } from '../../i18n/texts.ts';
import { greeting, isActive, navItems, pageSlug } from './dashboard-nav.ts';
import { useFirstCalls } from '../first-personal-calls.ts';
import { startContractorJobsCalls } from './contractor-first-calls.ts';
import { PageLoader } from './page-loader.tsx';
import { useMessageFormatter } from './use-message-formatter.ts';
import { Redirect } from '../shell/page-shell.ts';
import type * as account from '#shared/catalogue/en-CA/account.ts';
import type { Translation } from '#shared/catalogue/translation.ts';

// The drawer's code (floating, focus-trapping) comes with the first tap on the burger.
const DashboardDrawer = lazy(() =>
  import('./dashboard-drawer.tsx').then((module) => ({ default: module.DashboardDrawer })),
);
import { LanguageSwitch } from '../../features/site/components/language-switch.tsx';

type ShellTexts = Translation<typeof account.dashboardShellTexts>;

function Greeting({ template, texts }: { template: string; texts: ShellTexts }) {
  const { data, isPending, isError } = useOwnProfile();
  const locale = useLocale();
  const formatter = useMessageFormatter();
  if ((isPending && !isError) || formatter.pending) {
    return (
      <LoadingStatus label={texts.LOADING_NAME}>
        <Skeleton h={24} w={140} />
      </LoadingStatus>
    );
  }
  const name = data?.profile.vFullName ?? '';
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Text fw={600} fz={{ base: 'sm', sm: 'md' }} lh={1.25} ta="right" lineClamp={2}>
        {greeting(template, name, locale, formatter.format)}
      </Text>
      <Link to="/profile" aria-label={texts.YOUR_PROFILE}>
        <ProfilePhoto src={data?.profile.vImage} alt={name} size={40} />
      </Link>
    </Group>
  );
}

/** The modules the shell reads: its labels and its own words. */
const SHELL_TEXTS = [dashboardShellTexts, accountTexts] as Texts<unknown>[];

/**
 * The signed-in layout (spec §2 "Dashboard shell"): a top bar that greets the person with their
 * photo, and the side navigation for their role, a drawer behind a burger on narrow screens. A
 * visitor is sent to /login, which brings them back here; so is anyone whose server session ends.
 */
export function DashboardLayout() {
  const location = useLocation();
  const role = currentRole();
  useOwnProfileAskedFor();
  // Watching for a 401 before any call leaves: the profile's answer may come before the shell's
  // texts, and its 401 must still end the tab's sign-in.
  useSessionExpiry();
  // A cleaner's job list asks for its jobs as soon as this layout is shown, beside the profile,
  // not once the shell's texts and the page's code are in (decision 155).
  useFirstCalls(role === 'contractor' ? startContractorJobsCalls : null, location.pathname);
  // Starts the shell's texts now, so they come while a visitor's redirect or the shell renders;
  // the other screens' come once this layout has shown.
  const shellTextsIn = useTextsReady(SHELL_TEXTS);
  useEveryDashboardTextSoon();
  // A visitor goes at once, without waiting for the shell's texts.
  if (role === 'visitor') {
    return <Redirect to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  // The shell waits for its texts with a loading screen of this layout's, not a Suspense fallback
  // (React shows what follows a fallback no sooner than 300 ms after it, decision 169): this
  // layout is shown, and the calls above leave, without waiting for them. The boundary is for
  // the screens' own texts and code.
  if (!shellTextsIn) return <PageLoader />;
  return (
    <Suspense fallback={<PageLoader />}>
      <DashboardShell role={role} />
    </Suspense>
  );
}

function DashboardShell({ role }: { role: Exclude<Role, 'visitor'> }) {
  const location = useLocation();
  const nav = useNavigationDrawer();
  const labels = useLabels(
    pageSlug(location.pathname),
    useTexts(dashboardShellTexts).dashboardShellLabels,
  );
  const { dashboardShellTexts: texts } = useTexts(accountTexts);

  const links = navItems
    .filter((item) => item.roles.includes(role))
    .map((item) => {
      const active = isActive(item, location.pathname);
      return <SideNavLink key={item.to} to={item.to} label={labels[item.label]} active={active} />;
    });

  return (
    <SideNavLayout
      navWidth={240}
      navLabel={texts.NAVIGATION}
      nav={links}
      header={
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={nav.opened}
              onClick={nav.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={texts.TOGGLE_NAVIGATION}
              aria-expanded={nav.opened}
            />
            <Anchor component={Link} to="/" underline="never" aria-label={texts.HOME}>
              <BrandLogo nameFrom="xs" />
            </Anchor>
          </Group>
          <Group gap="md" wrap="nowrap">
            <Greeting template={labels.GREETING} texts={texts} />
            <LanguageSwitch fz="sm" />
          </Group>
        </Group>
      }
      drawer={
        nav.wanted && (
          <Suspense fallback={null}>
            <DashboardDrawer opened={nav.opened} onClose={nav.close}>
              {links}
            </DashboardDrawer>
          </Suspense>
        )
      }
    >
      <Outlet />
    </SideNavLayout>
  );
}
