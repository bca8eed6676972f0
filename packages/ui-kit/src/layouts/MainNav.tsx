import { Button, Stack, Group } from '@mantine/core';
import { UI_TEXTS } from '@kreolab/i18n-ru';
import { Link, useLocation } from 'react-router';
import { NAV_ITEMS, isSectionActive } from './navItems';

interface MainNavProps {
  vertical?: boolean;
  onNavigate?: () => void;
}

/** Links to the four sections; the current one is marked for eyes and screen readers. */
export function MainNav({ vertical = false, onNavigate }: MainNavProps) {
  const { pathname } = useLocation();
  const Wrapper = vertical ? Stack : Group;
  const links = (
    <Wrapper gap={4}>
      {NAV_ITEMS.map((item) => {
        const active = isSectionActive(pathname, item.to);
        return (
          <Button
            key={item.to}
            component={Link}
            to={item.to}
            onClick={onNavigate}
            variant={active ? 'light' : 'subtle'}
            color={active ? undefined : 'dark'}
            justify={vertical ? 'flex-start' : 'center'}
            aria-current={active ? 'page' : undefined}
            fw={active ? 650 : 500}
          >
            {item.label}
          </Button>
        );
      })}
    </Wrapper>
  );
  // Inside the mobile navbar (already a <nav>) the links go without a second landmark.
  return vertical ? links : <nav aria-label={UI_TEXTS.nav.label}>{links}</nav>;
}
