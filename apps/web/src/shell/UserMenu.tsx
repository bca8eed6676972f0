import { useGetMeQuery } from '@kreolab/api-client';
import { logout, selectIsLoggedIn, useAuthDispatch } from '@kreolab/auth';
import { avatarInitial } from '@kreolab/profile';
import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import type { RootState } from '../store';

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
