import { AppShell, Burger, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Outlet } from 'react-router';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { selectBreadcrumbs, type UiState } from '../state/uiSlice';
import { Brand } from './Brand';
import { HEADER_HEIGHT } from './header';
import { MainNav } from './MainNav';
import { useShellSlots } from './ShellSlots';
import { MAIN_ID, SkipLink } from './SkipLink';

export interface ShellFrameProps {
  /** Full-width content (analysis workspaces) instead of a centred column. */
  fluid?: boolean;
  /** Background of the content area. */
  background?: string;
  /** Padding of the content area; constructors use the whole surface. */
  padded?: boolean;
  /** Rendered instead of the route's outlet (stories, tests). */
  children?: ReactNode;
  layout: string;
}

/** The signed-in app shell shared by the default, analysis and constructor layouts. */
export function ShellFrame({
  fluid = false,
  background,
  padded = true,
  children,
  layout,
}: ShellFrameProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { headerEnd } = useShellSlots();
  const crumbs = useSelector((state: { ui: UiState }) => selectBreadcrumbs(state));
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: true } }}
      padding={0}
      data-layout={layout}
    >
      <SkipLink />
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group visibleFrom="sm">
            <MainNav />
          </Group>
          <Group gap="xs" wrap="nowrap">
            {headerEnd}
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={UI_TEXTS.openMenu}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="md" aria-label={opened ? UI_TEXTS.nav.label : undefined}>
        {opened && <MainNav vertical onNavigate={close} />}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1} bg={background} style={{ outline: 'none' }}>
        <Container size={fluid ? '100%' : 'lg'} px={padded ? 'md' : 0} py={padded ? 'lg' : 0}>
          <Stack gap="md">
            {crumbs.length > 0 && <Breadcrumbs items={crumbs} />}
            <div>{children ?? <Outlet />}</div>
          </Stack>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
