import { useGetMeQuery } from '@kreolab/api-client';
import { logout, selectIsLoggedIn, useAuthDispatch } from '@kreolab/auth';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { RootState } from '../store';

/** Product-spec §3: the avatar shows the first letter of first_name, or P when there is none. */
export function avatarInitial(firstName: string | null | undefined): string {
  const letter = firstName?.trim().charAt(0);
  return letter ? letter.toLocaleUpperCase('ru-RU') : 'P';
}

/** The header's account menu: the avatar, the way to the profile, and logout. */
export function UserMenu() {
  const loggedIn = useSelector((state: RootState) => selectIsLoggedIn(state));
  const { data: me } = useGetMeQuery(undefined, { skip: !loggedIn });
  const dispatch = useAuthDispatch();
  if (!loggedIn) return null;
  const name = [me?.first_name, me?.last_name].filter(Boolean).join(' ') || me?.email;
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={name ? `Учётная запись: ${name}` : 'Учётная запись'}>
          <Avatar color="brand" radius="xl">
            {avatarInitial(me?.first_name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {name && <Menu.Label>{name}</Menu.Label>}
        <Menu.Item component={Link} to="/profile/dashboard">
          Личный кабинет
        </Menu.Item>
        <Menu.Item color="red" onClick={() => void dispatch(logout())}>
          Выйти
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
