import { Box, Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Brand } from './Brand';
import { ShellFrame } from './ShellFrame';
import { MAIN_ID, SkipLink } from './SkipLink';

export interface LayoutProps {
  /** Rendered instead of the route's outlet (stories, tests). */
  children?: ReactNode;
}

/** The signed-in app: header with the sections, breadcrumbs, page in a centred column. */
export function DefaultLayout({ children }: LayoutProps) {
  return <ShellFrame layout="default">{children}</ShellFrame>;
}

/** Analysis workspaces (details, progress, result, comparisons): full width on a soft tint. */
export function AnalysisLayout({ children }: LayoutProps) {
  return (
    <ShellFrame layout="analysis" fluid background="var(--mantine-color-gray-0)">
      {children}
    </ShellFrame>
  );
}

/** Editors that need the whole surface, without page padding. */
export function ConstructorLayout({ children }: LayoutProps) {
  return (
    <ShellFrame layout="constructor" fluid padded={false}>
      {children}
    </ShellFrame>
  );
}

/** Sign-in, sign-up and password pages: a card in the middle of the screen. */
export function AuthLayout({ children }: LayoutProps) {
  return (
    <Box
      mih="100vh"
      data-layout="auth"
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-body) 60%)',
      }}
    >
      <SkipLink />
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={440} gap="lg" align="stretch">
          <Center component="header">
            <Brand />
          </Center>
          <Paper
            component="main"
            id={MAIN_ID}
            tabIndex={-1}
            withBorder
            shadow="sm"
            p="xl"
            radius="lg"
          >
            {children ?? <Outlet />}
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}

/** The 404 page: the product name and the message, nothing else to get lost in. */
export function NotFoundLayout({ children }: LayoutProps) {
  return (
    <Box mih="100vh" data-layout="404">
      <SkipLink />
      <Box component="header" p="md">
        <Brand />
      </Box>
      <Center component="main" id={MAIN_ID} tabIndex={-1} mih="70vh" p="md">
        {children ?? <Outlet />}
      </Center>
    </Box>
  );
}
